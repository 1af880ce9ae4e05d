import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy (nginx's $request_id) may pass on: short, plain characters, nothing to inject into a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id, also in the X-Request-Id response header, so one request can be traced across replicas' logs. */
    requestId?: string;
  }
}

/** Gives each request an id: the proxy's when it is well formed, else a new UUID; answered in X-Request-Id. */
export function requestIds() {
  return (request: Request, response: Response, next: NextFunction): void => {
    const forwarded = request.get(REQUEST_ID_HEADER);
    request.requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    response.setHeader(REQUEST_ID_HEADER, request.requestId);
    next();
  };
}
