// Reads JSON bodies, keeping the raw bytes (for signature checks). A body that cannot be read is
// not answered here: the failure is noted on the request and reported after authentication.
// UTF-8 only (RFC 8259); duplicate and prototype members are refused (src/requests/json-text.ts).

import type { NextFunction, Request, Response } from 'express';
import type { BodyState } from './pipeline.ts';
import { parseJsonText } from '../requests/json-text.ts';
import { closeAfterAnswer, readBody } from '../middleware/read-body.ts';

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

const isUtf8 = (req: Request): boolean => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
};

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function jsonBody(limitBytes: number) {
  return async (req: Request & BodyState, res: Response, next: NextFunction): Promise<void> => {
    if (!hasBody(req)) return next();
    const encoding = req.headers['content-encoding'];
    if ((!req.is('application/json') && !req.is('application/*+json')) || !isUtf8(req) || (encoding !== undefined && encoding !== 'identity')) {
      req.bodyError = 'unsupported_media_type';
      closeAfterAnswer(req, res);
      return next();
    }
    const read = await readBody(req, res, limitBytes);
    if (!read.ok) {
      req.bodyError = read.reason === 'too_large' ? 'payload_too_large' : 'malformed_json';
      return next();
    }
    req.rawBody = read.bytes;
    let text: string;
    try {
      text = decoder.decode(read.bytes);
    } catch {
      req.bodyError = 'malformed_json';
      req.bodyErrorDetail = { message: 'the request body is not valid UTF-8' };
      return next();
    }
    const parsed = parseJsonText(text);
    if (parsed.ok) req.body = parsed.value;
    else {
      req.bodyError = 'malformed_json';
      req.bodyErrorDetail = { message: parsed.message, pointer: parsed.pointer };
    }
    next();
  };
}
