// Every request gets an id for the log: the caller's X-Request-Id when it is a plain token (a
// proxy or client tracing its own requests), else a fresh UUID. It is not echoed in the answer.

import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const CALLER_ID = /^[\w.:-]{1,128}$/;
const ids = new WeakMap<Request, string>();

export function requestId() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const given = req.get('x-request-id');
    ids.set(req, given !== undefined && CALLER_ID.test(given) ? given : randomUUID());
    next();
  };
}

/** The id of this request (a fresh one if the middleware did not run, e.g. in a sub-app). */
export function requestIdOf(req: Request): string {
  let id = ids.get(req);
  if (id === undefined) {
    id = randomUUID();
    ids.set(req, id);
  }
  return id;
}
