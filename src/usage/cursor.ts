// The opaque paging cursor of a creator's usage: the (created_at, id) of the last row shown,
// base64url-encoded. Pages continue strictly after it, so generations made while someone pages
// (always newer) never shift a later page. The time keeps PostgreSQL's microseconds: a JavaScript
// Date would round them away and repeat or skip rows created in the same millisecond.

import { GENERATION_ID_SHAPE } from '../kernel/ids.ts';

export interface UsageCursor {
  /** `2026-11-23T19:18:24.123456Z` (UTC, microseconds). */
  at: string;
  id: string;
}

const AT_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,200}$/;

export const encodeCursor = (c: UsageCursor): string => Buffer.from(`${c.at}|${c.id}`, 'utf8').toString('base64url');

/** The cursor, or null when the text is not one this service handed out. */
export function decodeCursor(text: string): UsageCursor | null {
  if (!CURSOR_TEXT.test(text)) return null;
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !AT_SHAPE.test(at) || !GENERATION_ID_SHAPE.test(id) || Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}
