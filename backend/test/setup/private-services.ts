import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { eventually } from './eventually';
import { MysqlTarget } from './test-database';

/**
 * A MariaDB or redis-server of the suite's own, on a free port with its data in a temp folder, so
 * a fault test can kill it (and start it again on the same data) without touching the shared ones.
 */
export interface PrivateService {
  readonly port: number;
  /** Starts the server (again, on the same data and port) and waits until it answers. */
  start: () => Promise<void>;
  /** SIGKILL, as a crash or a pulled plug would: nothing is flushed or said goodbye to. */
  kill: () => Promise<void>;
  /** Kills the server if it runs and removes its data. Safe to call more than once. */
  destroy: () => Promise<void>;
}

export interface PrivateMariaDb extends PrivateService {
  readonly target: MysqlTarget;
}

const STARTUP_TIMEOUT_MS = 30_000;

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Kills every private server still running if the test process exits without its afterAll. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** One child process that can be started and killed again; its output is kept for error messages. */
class Supervised {
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    private readonly command: string,
    private readonly args: string[],
  ) {}

  start(): void {
    if (this.child) throw new Error(`${this.command} is already running`);
    this.output = '';
    const child = spawn(this.command, this.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', () => running.delete(child));
    running.add(child);
    this.child = child;
  }

  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Waits until `answers` succeeds, failing early (with the server's output) if the process died. */
  async waitUntil(answers: () => Promise<void>): Promise<void> {
    await eventually(async () => {
      if (!this.child || this.child.exitCode !== null) throw new Error(`${this.command} exited: ${this.output}`);
      return answers().then(
        () => true,
        () => false,
      );
    }, STARTUP_TIMEOUT_MS);
  }
}

/** The server started and answering, or cleaned up and the start's error thrown. */
async function startedService(server: Supervised, directory: string, port: number, answers: () => Promise<void>): Promise<PrivateService> {
  const service: PrivateService = {
    port,
    start: async () => {
      server.start();
      await server.waitUntil(answers);
    },
    kill: () => server.kill(),
    destroy: async () => {
      await server.kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  try {
    await service.start();
  } catch (error) {
    await service.destroy();
    throw error;
  }
  return service;
}

/** Small buffers and no extras: the machine is shared and the server only holds a test's rows. */
const MARIADB_LEAN_OPTIONS = [
  '--innodb-buffer-pool-size=16M',
  '--innodb-log-file-size=8M',
  '--performance-schema=OFF',
  '--skip-log-bin',
  '--skip-name-resolve',
];

/** A private mariadbd (root, no password) with a fresh data directory. */
export async function startPrivateMariaDb(): Promise<PrivateMariaDb> {
  const directory = mkdtempSync(join(tmpdir(), 'private-mariadb-'));
  const dataDir = join(directory, 'data');
  const port = await freePort();
  await promisify(execFile)('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--user=root',
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...MARIADB_LEAN_OPTIONS,
  ]);
  const server = new Supervised('mariadbd', [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--port=${port}`,
    `--socket=${join(directory, 'mariadb.sock')}`,
    `--pid-file=${join(directory, 'mariadb.pid')}`,
    '--bind-address=127.0.0.1',
    '--user=root',
    ...MARIADB_LEAN_OPTIONS,
  ]);
  const target: MysqlTarget = { host: '127.0.0.1', port, user: 'root', password: '' };
  const answers = async () => {
    const connection = await createConnection({
      host: target.host,
      port,
      user: target.user,
      password: target.password,
      connectTimeout: 1000,
    });
    await connection.end();
  };
  return { ...(await startedService(server, directory, port, answers)), target };
}

/** A private redis-server that keeps nothing on disk. */
export async function startPrivateRedis(): Promise<PrivateService & { url: string }> {
  const directory = mkdtempSync(join(tmpdir(), 'private-redis-'));
  const port = await freePort();
  const server = new Supervised('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    directory,
  ]);
  const url = `redis://127.0.0.1:${port}`;
  const answers = async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
    } finally {
      client.disconnect();
    }
  };
  return { ...(await startedService(server, directory, port, answers)), url };
}
