// The licence of one generation as readers see it. A licence exists only for an authorised
// generation that got a manifest. It is revoked when its row says so, and also when the
// boundary set it was issued under has been revoked: revoking consent sweeps every active
// licence in the same transaction, and this rule covers a generation recorded concurrently
// with that sweep, so no licence can outlive its creator's consent.

import type { ProvenanceRow } from '../store/generation-provenance.ts';

export type LicenceState = 'active' | 'revoked';

export interface LicenceView {
  status: LicenceState;
  revokedAt: string | null;
  reason: string | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

export const consentRevokedReason = (reason: string): string => `consent revoked: ${reason}`;

/** null: no licence was ever issued (a refusal, or no manifest). */
export function effectiveLicence(row: ProvenanceRow): LicenceView | null {
  if (row.licence_status === null || row.manifest === null) return null;
  if (row.licence_status === 'revoked') {
    return { status: 'revoked', revokedAt: row.licence_revoked_at === null ? null : iso(row.licence_revoked_at), reason: row.licence_reason };
  }
  if (row.version_revoked_at !== null) {
    return { status: 'revoked', revokedAt: iso(row.version_revoked_at), reason: consentRevokedReason(row.version_revoked_reason ?? 'no reason given') };
  }
  return { status: 'active', revokedAt: null, reason: null };
}
