import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type DrainOutcome = 'drained' | 'timed out';

/** How often keep-alive connections that just finished a response are closed. */
const IDLE_SWEEP_MS = 100;

/** Requests still arriving on open keep-alive connections are answered, and the connection then closes. */
function closeAfterAnswer(_request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Connection', 'close');
}

/**
 * Stops a server without cutting requests off: the listening socket closes at once (new
 * connections are refused), requests in flight finish, and keep-alive connections close as soon
 * as they are idle instead of lingering for keepAliveTimeout. After `timeoutMs` whatever is left
 * is cut off.
 */
export function drainHttpServer(server: Server, timeoutMs: number): Promise<DrainOutcome> {
  return new Promise((resolve) => {
    server.prependListener('request', closeAfterAnswer);
    // close() closes the connections idle right now; busy ones go idle after their answer.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const finish = (outcome: DrainOutcome) => {
      clearInterval(sweep);
      clearTimeout(deadline);
      server.removeListener('request', closeAfterAnswer);
      resolve(outcome);
    };
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish('timed out');
    }, timeoutMs);
    server.close(() => finish('drained'));
  });
}
