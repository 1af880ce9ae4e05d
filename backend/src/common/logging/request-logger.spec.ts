import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { DestinationStream } from 'pino';
import type { LogLevel } from '../../config/settings';
import { AppRequest } from './request-log-options';
import { RequestLogger } from './request-logger';

/** Runs one request through the middleware and finishes its answer; returns the lines written. */
function oneRequest(level: LogLevel): { lines: string[]; request: AppRequest; listeners: number } {
  const lines: string[] = [];
  const destination: DestinationStream = { write: (line: string) => void lines.push(line) };
  const logger = new RequestLogger({ level }, destination);
  const request = Object.assign(new EventEmitter(), {
    method: 'GET',
    url: '/api/vehicles',
    headers: {},
    requestId: 'req-1',
  }) as unknown as AppRequest;
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headersSent: true,
    writableEnded: true,
    getHeader: () => undefined,
  }) as unknown as ServerResponse;
  let passed = false;
  logger.middleware(request, response, () => (passed = true));
  expect(passed).toBe(true);
  const listeners = (response as unknown as EventEmitter).listenerCount('finish');
  response.emit('finish');
  return { lines, request, listeners };
}

describe('RequestLogger', () => {
  it('writes one line per request at info', () => {
    const { lines } = oneRequest('info');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'info',
      msg: 'request completed',
      path: '/api/vehicles',
      status: 200,
      reqId: 'req-1',
    });
  });

  it('with logs off, only hands the root logger to Nest log calls: nothing is hooked to the answer', () => {
    const { lines, request, listeners } = oneRequest('silent');
    expect(lines).toEqual([]);
    expect(listeners).toBe(0);
    expect(request.log).toBeDefined();
  });
});
