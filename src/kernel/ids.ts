// Prefixed, unguessable identifiers: `acct_…`, `key_…`, `gen_…` (128 random bits, base32-ish).

import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

export function randomToken(bytes: number): string {
  const buf = randomBytes(bytes);
  let out = '';
  for (const b of buf) out += ALPHABET[b & 31];
  return out;
}

/** What a generation id looks like (newId('gen')), with room for other token lengths. */
export const GENERATION_ID_SHAPE = /^gen_[0-9a-z]{20,40}$/;

export const newId = (prefix: 'acct' | 'key' | 'gen' | 'lic' | 'tkd' | 'tdn'): string => `${prefix}_${randomToken(26)}`;
