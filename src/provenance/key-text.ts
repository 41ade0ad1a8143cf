// PROVENANCE_KEYS: `kid:base64secret,kid2:base64secret` (standard or url-safe base64). The first
// key signs new manifests; every listed key verifies. Pure, so the configuration schema can
// reject a bad value at start-up with the same rules the keyring uses.

import type { ProvenanceKey } from './types.ts';

export const MIN_SECRET_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

export type KeyTextResult = { ok: true; keys: ProvenanceKey[] } | { ok: false; message: string };

export function parseProvenanceKeys(text: string): KeyTextResult {
  const keys: ProvenanceKey[] = [];
  const entries = text.split(',').map((e) => e.trim()).filter((e) => e !== '');
  if (entries.length === 0) return { ok: false, message: 'no keys: expected kid:base64secret[,kid2:base64secret…]' };
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const id = colon < 0 ? entry : entry.slice(0, colon);
    const encoded = colon < 0 ? '' : entry.slice(colon + 1);
    // Never echo the secret in a message: only the key id.
    if (!KEY_ID.test(id)) return { ok: false, message: `key id "${id.slice(0, 64)}" must be 1-64 letters, digits, ".", "_" or "-"` };
    if (!BASE64.test(encoded)) return { ok: false, message: `key "${id}": the secret after ":" must be base64` };
    const secret = Buffer.from(encoded, encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64');
    if (secret.length < MIN_SECRET_BYTES) return { ok: false, message: `key "${id}": the secret must be at least ${MIN_SECRET_BYTES} bytes (it is ${secret.length})` };
    if (keys.some((k) => k.id === id)) return { ok: false, message: `key id "${id}" is listed twice` };
    keys.push({ id, secret });
  }
  return { ok: true, keys };
}
