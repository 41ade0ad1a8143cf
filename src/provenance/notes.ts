// The `note` of a provenance record or verdict: one plain sentence saying what a reader may do.

import type { LicenceView } from './licence.ts';
import type { Verification } from './types.ts';

const revokedSentence = (l: LicenceView): string =>
  `the licence was revoked${l.revokedAt ? ` at ${l.revokedAt}` : ''}${l.reason ? ` (${l.reason})` : ''}. The output must not be reused.`;

export function recordNote(i: { decision: string; rule: string | null; creator: string | null; version: number | null; hasManifest: boolean; verification: Verification | null; licence: LicenceView | null; renderState: string | null }): string {
  if (i.decision === 'refuse') {
    const under = i.creator ? ` by ${i.creator}'s boundary set${i.version ? ` v${i.version}` : ''}` : '';
    return `Refused${under}${i.rule ? ` (${i.rule})` : ''}: no image, manifest or licence was issued.`;
  }
  if (!i.hasManifest || !i.verification) return 'Authorised, but no manifest was issued for this generation: it is not licensed.';
  if (!i.verification.valid) return `The stored manifest does not verify (${i.verification.reason}): treat this record as unlicensed.`;
  if (!i.licence) return 'The manifest is intact, but no licence was issued for it: it is not licensed.';
  if (i.licence.status === 'revoked') return `The manifest is intact (key ${i.verification.keyId}), but ${revokedSentence(i.licence)}`;
  const rendered = i.renderState && i.renderState !== 'rendered' ? ` No image was produced (render state ${i.renderState}).` : '';
  return `Licensed: the manifest is intact (key ${i.verification.keyId}) and the licence is active.${rendered}`;
}

export function verifyNote(v: Verification, manifestKeyId: string | null, record: string | null, licence: LicenceView | null): string {
  switch (v.reason) {
    case 'malformed':
      return 'This is not a well-formed likeness manifest (likeness.manifest/1): nothing can be verified.';
    case 'unknown-key':
      return `The manifest names signing key "${manifestKeyId}", which this service does not hold: it cannot be verified here.`;
    case 'bad-signature':
      return 'The signature does not match the manifest: one of them was altered, or it was not signed by this service.';
  }
  if (!record) return `The manifest and signature are intact (key ${v.keyId}), but no generation on record here matches this manifest: not licensed.`;
  if (!licence) return `The manifest and signature are intact (key ${v.keyId}) and belong to ${record}, which holds no licence: not licensed.`;
  if (licence.status === 'revoked') return `The manifest and signature are intact (key ${v.keyId}) and belong to ${record}, but ${revokedSentence(licence)}`;
  return `The manifest and signature are intact (key ${v.keyId}) and belong to ${record}, whose licence is active: licensed.`;
}
