// The usage cursor: what it encodes comes back exactly (microseconds included), and anything
// this service did not hand out is not a cursor.

import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/usage/cursor.ts';

const id = 'gen_0123456789abcdefghijklmn';

describe('the usage cursor', () => {
  it('round-trips the time with its microseconds and the generation id', () => {
    const cursor = { at: '2026-11-23T19:18:24.123456Z', id };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it('is null for text it did not make', () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64url');
    for (const text of ['', 'not a cursor!', b64(`2026-11-23T19:18:24.123Z|${id}`), b64(`2026-11-23T19:18:24.123456Z|acct_x`), b64(`2026-11-23T19:18:24.123456Z|${id}|more`), b64('2026-99-23T19:18:24.123456Z|' + id), 'A'.repeat(201)]) {
      expect(decodeCursor(text)).toBeNull();
    }
  });
});
