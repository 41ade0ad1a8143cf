// Reads JSON bodies, keeping the raw bytes (for signature checks). A body that cannot be read is
// not answered here: the failure is noted on the request and reported after authentication.

import express, { type NextFunction, type Request, type Response } from 'express';
import type { BodyState } from './pipeline.ts';

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export function jsonBody(limitBytes: number) {
  const parser = express.json({
    limit: limitBytes,
    strict: false,
    type: () => true, // the media type was checked just before
    verify: (req, _res, buf) => {
      (req as Request & BodyState).rawBody = Buffer.from(buf);
    },
  });
  return (req: Request & BodyState, res: Response, next: NextFunction): void => {
    if (!hasBody(req)) return next();
    if (!req.is('application/json') && !req.is('application/*+json')) {
      req.bodyError = 'unsupported_media_type';
      req.resume(); // drain the body so the connection stays usable
      return next();
    }
    parser(req, res, (err?: unknown) => {
      if (err) {
        const type = (err as { type?: string }).type;
        req.bodyError = type === 'entity.too.large' ? 'payload_too_large' : type === 'encoding.unsupported' || type === 'charset.unsupported' ? 'unsupported_media_type' : 'malformed_json';
        req.body = undefined;
      }
      next();
    });
  };
}
