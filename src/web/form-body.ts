// Form bodies (application/x-www-form-urlencoded) for the site, read with the same byte limit
// rule as the API (src/middleware/read-body.ts): a larger body is refused without reading the rest.

import { parse } from 'node:querystring';
import type { NextFunction, Request, Response } from 'express';
import { readBody } from '../middleware/read-body.ts';

const clientError = (status: number, message: string): Error => Object.assign(new Error(message), { status });

export function formBody(limitBytes: number, maxFields: number) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
    if (!hasBody || !req.is('application/x-www-form-urlencoded')) return next();
    const read = await readBody(req, res, limitBytes);
    if (!read.ok) return next(clientError(read.reason === 'too_large' ? 413 : 400, 'the form could not be read'));
    const fields = parse(read.bytes.toString('utf8'), '&', '=', { maxKeys: maxFields + 1 });
    if (Object.keys(fields).length > maxFields) return next(clientError(413, 'too many form fields'));
    req.body = fields;
    next();
  };
}
