// Every request is answered within a deadline: when the work behind it (a stalled database, a
// lock) has not answered by then, the client gets a 503 with Retry-After instead of waiting for
// the whole stall. The work itself finishes or fails on its own timeouts; a late answer is dropped.

import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config/index.ts';

/** Generation also waits for the renderer, which has its own deadline (IMAGE_PROVIDER_TIMEOUT_MS). */
const RENDERING_PATHS = new Set(['/api/v1/generate', '/generate']);

export function deadlineFor(config: Config, path: string): number {
  return config.requestTimeoutMs + (RENDERING_PATHS.has(path) ? config.images.timeoutMs : 0);
}

export function requestDeadline(config: Config, answer: (req: Request, res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const timer = setTimeout(() => {
      if (!res.headersSent) answer(req, res);
    }, deadlineFor(config, req.path));
    timer.unref();
    res.once('close', () => clearTimeout(timer));
    next();
  };
}
