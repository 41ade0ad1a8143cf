// GET /api/v1/provenance/{id}: the spec's Provenance record for any recorded generation,
// refusals included. The stored signature is verified again on every read, and the manifest
// must name this very generation, so a row whose manifest was swapped or edited reads as not
// intact. A generation without a licence (a refusal) shows licence.status `revoked` with
// revokedAt null and a reason saying none was issued (docs/provenance.md).

import type { Store } from '../store/index.ts';
import type { DecisionKind } from '../vocabulary.ts';
import { effectiveLicence, type LicenceView } from './licence.ts';
import { provenanceRowOf, type ProvenanceRow } from '../store/generation-provenance.ts';
import { parseManifest } from './manifest-schema.ts';
import { recordNote } from './notes.ts';
import { verifyManifest } from './sign.ts';
import type { Keyring, Verification } from './types.ts';

export interface ProvenanceRecord {
  id: string;
  creator: string | null;
  decision: DecisionKind;
  licensed: boolean;
  signatureValid: boolean;
  licence: LicenceView;
  manifest: Record<string, unknown> | null;
  signature: string | null;
  note: string;
}

const namesThisRecord = (manifest: unknown, id: string): boolean => typeof manifest === 'object' && manifest !== null && (manifest as { id?: unknown }).id === id;

function inFieldOrder(stored: unknown): Record<string, unknown> | null {
  const parsed = parseManifest(stored);
  return parsed ? { ...parsed } : (stored as Record<string, unknown> | null);
}

export function verifyStored(row: ProvenanceRow, keyring: Keyring): Verification | null {
  if (row.manifest === null || row.signature === null) return null;
  const verification = verifyManifest(row.manifest, row.signature, keyring);
  if (verification.valid && !namesThisRecord(row.manifest, row.id)) return { valid: false, keyId: null, reason: 'bad-signature' };
  return verification;
}

export function recordOf(row: ProvenanceRow, keyring: Keyring): ProvenanceRecord {
  const verification = verifyStored(row, keyring);
  const issued = effectiveLicence(row);
  const licence: LicenceView = issued ?? {
    status: 'revoked',
    revokedAt: null,
    reason: row.decision === 'refuse' ? `no licence was issued: the request was refused${row.rule ? ` (${row.rule})` : ''}` : 'no licence was issued for this generation',
  };
  const signatureValid = verification?.valid ?? false;
  return {
    id: row.id,
    creator: row.creator_slug,
    decision: row.decision,
    licensed: row.manifest !== null && signatureValid && issued?.status === 'active',
    signatureValid,
    licence,
    // In the manifest's own field order when it parses (jsonb stores keys in its own order).
    manifest: inFieldOrder(row.manifest),
    signature: row.signature,
    note: recordNote({
      decision: row.decision,
      rule: row.rule,
      creator: row.creator_slug,
      version: row.boundary_version,
      hasManifest: row.manifest !== null,
      verification,
      licence: issued,
      renderState: row.render_state,
    }),
  };
}

export async function provenanceRecord(store: Store, id: string, keyring: Keyring): Promise<ProvenanceRecord | null> {
  const row = await provenanceRowOf(store, id);
  return row ? recordOf(row, keyring) : null;
}
