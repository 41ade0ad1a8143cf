// Reads an upload body (raw bytes of one media type, size-limited) for routes that take a file.
// Mounted before the JSON body parser; a failure is noted on the request and answered by the
// pipeline after the usual steps, like a JSON body's.

import express, { type NextFunction, type Request, type Response } from 'express';

export interface UploadSpec {
  contentType: string;
  maxBytes: number;
  description: string;
  /** The bytes every such file starts with (a file that does not is a 400). */
  magic: Buffer;
}

export interface UploadState {
  upload?: Buffer;
  uploadError?: 'payload_too_large' | 'unsupported_media_type' | 'empty' | 'not_this_type';
}

export function uploadBody(spec: UploadSpec) {
  const parser = express.raw({ type: () => true, limit: spec.maxBytes });
  return (req: Request & UploadState, res: Response, next: NextFunction): void => {
    if (!req.is(spec.contentType)) {
      req.uploadError = 'unsupported_media_type';
      req.resume(); // drain the body so the connection stays usable
      return next();
    }
    parser(req, res, (err?: unknown) => {
      if (err) req.uploadError = (err as { type?: string }).type === 'entity.too.large' ? 'payload_too_large' : 'empty';
      else if (!Buffer.isBuffer(req.body) || req.body.length === 0) req.uploadError = 'empty';
      else if (!req.body.subarray(0, spec.magic.length).equals(spec.magic)) req.uploadError = 'not_this_type';
      else req.upload = req.body;
      req.body = undefined;
      next();
    });
  };
}
