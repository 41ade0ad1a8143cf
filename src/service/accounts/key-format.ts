// The text of an API key: `lg_live_<keyId>_<secret>`. The key id (the row's id without `key_`)
// finds the row; the SHA-256 of the whole text is compared in constant time.

import { createHash, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../../kernel/ids.ts';

export const KEY_PREFIX = 'lg_live_';
const KEY_PATTERN = /^lg_live_([0-9a-z]{26})_([0-9a-z]{40})$/;

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export function mintKey(): { id: string; secret: string; secretSha256: string; displayPrefix: string } {
  const idPart = randomToken(26);
  const secret = `${KEY_PREFIX}${idPart}_${randomToken(40)}`;
  return { id: `key_${idPart}`, secret, secretSha256: sha256Hex(secret), displayPrefix: `${KEY_PREFIX}${idPart.slice(0, 6)}…` };
}

/** The row id a presented key claims to be, or null when it is not shaped like one of ours. */
export function keyIdOf(presented: string): string | null {
  const m = KEY_PATTERN.exec(presented);
  return m ? `key_${m[1]}` : null;
}

export function secretMatches(presented: string, storedSha256: string): boolean {
  const a = Buffer.from(sha256Hex(presented), 'hex');
  const b = Buffer.from(storedSha256, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
