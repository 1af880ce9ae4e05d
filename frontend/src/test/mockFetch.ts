import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  statusText?: string;
  /** An object is sent as JSON; a string as plain text. */
  body?: unknown;
  /** The answer waits for this, so a test can look at the screen while the call is still on its way. */
  held?: Promise<void>;
}

/** Calls seen by the mock, with the parts tests assert on. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query, '?a=1&b=2' ('' when none). */
  search: string;
  headers: Headers;
  body: string;
}

function toResponse({ status = 200, statusText = '', body }: MockResponse): Response {
  const init = { status, statusText };
  if (body === undefined) return new Response(null, init);
  if (typeof body === 'string') return new Response(body, { ...init, headers: { 'content-type': 'text/plain' } });
  return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces fetch with a router of `"METHOD /api/path"` -> response. A list answers its responses
 * in turn and then repeats the last (e.g. a wrong code, then the right one). Unknown calls
 * answer 404, so a test never reaches the network.
 */
export function mockFetch(routes: Record<string, MockResponse | MockResponse[]>) {
  const calls: RecordedCall[] = [];
  const answered = new Map<string, number>();
  const replyFor = (key: string): MockResponse | undefined => {
    const route = routes[key];
    if (!Array.isArray(route)) return route;
    const count = answered.get(key) ?? 0;
    answered.set(key, count + 1);
    return route[Math.min(count, route.length - 1)];
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname: path, search } = new URL(request.url);
    calls.push({ method: request.method, path, search, headers: request.headers, body: await request.text() });
    const reply = replyFor(`${request.method} ${path}`) ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } };
    if (reply.held) await reply.held;
    return toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
