import { INestApplication, Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import { drainHttpServer } from './http-drain';
import { ShutdownState } from './shutdown-state';

/** Below the usual 30 s grace period of Kubernetes and most process managers, so we exit before SIGKILL. */
export const DRAIN_TIMEOUT_MS = 25_000;

const SHUTDOWN_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * On SIGTERM or SIGINT: mark the replica as draining (/api/ready answers 503), stop accepting
 * connections, let requests in flight finish (at most `timeoutMs`), then app.close() so the
 * shutdown hooks close the database pool and Chromium, and exit 0. A second signal exits at once.
 * Replaces Nest's enableShutdownHooks, which would close the database under running requests.
 */
export function shutDownGracefullyOnSignals(app: INestApplication, timeoutMs = DRAIN_TIMEOUT_MS): void {
  const logger = new Logger('Shutdown');
  let stopping = false;

  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting for requests`);
      process.exit(1);
    }
    stopping = true;
    app.get(ShutdownState).draining = true;
    logger.log(`${signal}: no new connections; waiting up to ${timeoutMs / 1000} s for requests in flight`);
    const outcome = await drainHttpServer(app.getHttpServer() as Server, timeoutMs);
    if (outcome === 'timed out') logger.warn(`Requests still running after ${timeoutMs / 1000} s were cut off`);
    try {
      await app.close();
      logger.log('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error(`Shutdown hooks failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };

  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, (received: NodeJS.Signals) => void stop(received));
}
