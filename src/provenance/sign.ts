// Signing and verifying manifests: HMAC-SHA256 over the RFC 8785 canonical JSON of the manifest,
// encoded base64url without padding. The manifest names the key that signed it (keyId), so a
// rotated keyring still verifies every older manifest whose key it keeps.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../program/canonical.ts';
import { parseManifest } from './manifest-schema.ts';
import type { Keyring, Manifest, ProvenanceKey, Verification } from './types.ts';

const hmac = (key: ProvenanceKey, manifest: Manifest): string => createHmac('sha256', key.secret).update(canonicalJson(manifest), 'utf8').digest('base64url');

/** Signs with the key the manifest names (normally `keyring.signing.id`). */
export function signManifest(manifest: Manifest, keyring: Keyring): string {
  const key = keyring.all.get(manifest.keyId);
  if (!key) throw new Error(`manifest names key "${manifest.keyId}", which is not in the keyring (sign with keyring.signing.id)`);
  return hmac(key, manifest);
}

/**
 * Whether `signature` is the signature of `manifest` under the key it names. Compares the
 * base64url text itself (not decoded bytes, which would let the unused low bits of the last
 * character vary), in constant time. Never throws.
 */
export function verifyManifest(manifest: unknown, signature: string, keyring: Keyring): Verification {
  const parsed = parseManifest(manifest);
  if (!parsed) return { valid: false, keyId: null, reason: 'malformed' };
  const key = keyring.all.get(parsed.keyId);
  if (!key) return { valid: false, keyId: null, reason: 'unknown-key' };
  const expected = Buffer.from(hmac(key, parsed), 'utf8');
  const given = Buffer.from(typeof signature === 'string' ? signature : '', 'utf8');
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  return valid ? { valid: true, keyId: key.id, reason: 'ok' } : { valid: false, keyId: null, reason: 'bad-signature' };
}
