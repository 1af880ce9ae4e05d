import { createConnection } from 'mysql2/promise';
import { Socket } from 'node:net';

/**
 * Decides where the API suites run: MySQL/MariaDB when TEST_DB_TYPE=mysql or when one answers on
 * DB_HOST:DB_PORT, otherwise SQLite. Each run gets a database of its own, dropped at the end.
 */
export interface MysqlTarget {
  host: string;
  port: number;
  user: string;
  password: string;
}

export function mysqlTarget(env: NodeJS.ProcessEnv = process.env): MysqlTarget {
  return {
    host: env.DB_HOST || '127.0.0.1',
    port: Number(env.DB_PORT || 3306),
    user: env.DB_USER || 'root',
    password: env.DB_PASSWORD || '',
  };
}

export function portAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

export async function chooseDatabaseType(env: NodeJS.ProcessEnv = process.env): Promise<'mysql' | 'sqlite'> {
  if (env.TEST_DB_TYPE === 'mysql' || env.TEST_DB_TYPE === 'sqlite') return env.TEST_DB_TYPE;
  const target = mysqlTarget(env);
  return (await portAnswers(target.host, target.port)) ? 'mysql' : 'sqlite';
}

export async function runOnServer(target: MysqlTarget, sql: string): Promise<void> {
  const connection = await createConnection({ host: target.host, port: target.port, user: target.user, password: target.password });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}
