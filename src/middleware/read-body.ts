// Reads a request body up to a byte limit, and refuses a larger one without reading it: a
// Content-Length over the limit is refused before the first byte, a chunked body as soon as it
// passes the limit. The refused connection is closed once the answer is sent, so the rest of the
// upload is never read (draining it would let a client make the server read any amount).

import type { Request, Response } from 'express';
import getRawBody from 'raw-body';

export type BodyRead = { ok: true; bytes: Buffer } | { ok: false; reason: 'too_large' | 'unreadable' };

/** Answer, then close: Node would otherwise read the unread upload to reuse the connection. */
export function closeAfterAnswer(req: Request, res: Response): void {
  req.unpipe();
  req.pause();
  res.set('Connection', 'close');
  res.once('finish', () => req.socket.destroySoon());
}

export async function readBody(req: Request, res: Response, limitBytes: number): Promise<BodyRead> {
  const declared = req.headers['content-length'];
  const length = declared === undefined ? undefined : Number(declared);
  if (length !== undefined && (!Number.isSafeInteger(length) || length > limitBytes)) {
    closeAfterAnswer(req, res);
    return { ok: false, reason: Number.isSafeInteger(length) ? 'too_large' : 'unreadable' };
  }
  try {
    return { ok: true, bytes: await getRawBody(req, { limit: limitBytes, length }) };
  } catch (e) {
    closeAfterAnswer(req, res);
    return { ok: false, reason: (e as { type?: string }).type === 'entity.too.large' ? 'too_large' : 'unreadable' };
  }
}
