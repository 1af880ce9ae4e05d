import { cpus, freemem, loadavg, release, totalmem } from 'node:os';
import mysql from 'mysql2/promise';

const GB = 1024 ** 3;

/** What the figures were measured on; the load averages show how busy the machine was meanwhile. */
export async function describeMachine(target) {
  const connection = await mysql.createConnection(target);
  try {
    const [[row]] = await connection.query('SELECT VERSION() AS version, @@innodb_buffer_pool_size AS bufferPool');
    return {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGb: Number((totalmem() / GB).toFixed(1)),
      freeMemoryGbAtStart: Number((freemem() / GB).toFixed(1)),
      kernel: release(),
      node: process.version,
      mariadb: row.version,
      innodbBufferPoolMb: Math.round(Number(row.bufferPool) / 1024 ** 2),
      loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
    };
  } finally {
    await connection.end();
  }
}

export function loadAverageNow() {
  return loadavg().map((value) => Number(value.toFixed(2)));
}
