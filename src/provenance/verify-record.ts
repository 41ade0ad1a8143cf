// POST /api/v1/provenance/verify: is this manifest + signature intact, which key signed it, which
// recorded generation it belongs to, and is that generation still licensed? A manifest belongs
// to a record only when the stored manifest under its id is canonically the same JSON; a
// manifest that merely borrows an existing id belongs to nothing.

import type { Store } from '../store/index.ts';
import { canonicalJson } from '../program/canonical.ts';
import { effectiveLicence, type LicenceView } from './licence.ts';
import { provenanceRowOf } from '../store/generation-provenance.ts';
import { verifyNote } from './notes.ts';
import { verifyManifest } from './sign.ts';
import type { Keyring, Verification } from './types.ts';

export interface VerifyAnswer extends Verification {
  record: string | null;
  licensed: boolean;
  licence: LicenceView | null;
  note: string;
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return false;
  }
}

const field = (manifest: unknown, name: string): string | null => {
  const v = typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v : null;
};

export async function verifyProvenance(store: Store, manifest: unknown, signature: string, keyring: Keyring): Promise<VerifyAnswer> {
  const verification = verifyManifest(manifest, signature, keyring);
  const id = field(manifest, 'id');
  const row = id && id.length <= 64 ? await provenanceRowOf(store, id) : undefined;
  const belongs = row !== undefined && row.manifest !== null && sameJson(row.manifest, manifest);
  const licence = belongs ? effectiveLicence(row) : null;
  const record = belongs ? row.id : null;
  return {
    ...verification,
    record,
    licensed: verification.valid && record !== null && licence?.status === 'active',
    licence,
    note: verifyNote(verification, field(manifest, 'keyId'), record, licence),
  };
}
