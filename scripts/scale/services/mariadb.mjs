import mysql from 'mysql2/promise';

/** The machine's MariaDB/MySQL (root on 127.0.0.1:3306 unless DB_* say otherwise). */
export function serverTarget(env = process.env) {
  return {
    host: env.DB_HOST || '127.0.0.1',
    port: Number(env.DB_PORT || 3306),
    user: env.DB_USER || 'root',
    password: env.DB_PASSWORD || '',
  };
}

/** A fresh, empty database for this run; the replicas migrate it. `drop` removes it again. */
export async function createDatabase(runId) {
  const target = serverTarget();
  const name = `rental_scale_${runId}`;
  const admin = await mysql.createConnection(target);
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const pool = mysql.createPool({ ...target, database: name, connectionLimit: 4, dateStrings: true });
  const drop = async () => {
    await pool.end();
    const connection = await mysql.createConnection(target);
    try {
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    } finally {
      await connection.end();
    }
  };
  return { name, target, pool, drop };
}
