// Whether an image may still be served: the licences of the generations that produced these
// bytes (by render.contentHash), with the same rule as provenance lookups (licence.ts). Revoking
// consent, a licence or a takedown makes the image 410 Gone; the manifest stays verifiable.

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import { effectiveLicence } from '../provenance/licence.ts';
import type { ProvenanceRow } from './generation-provenance.ts';

/** `unknown`: no generation on record produced these bytes. */
export type ImageLicence = { state: 'active' } | { state: 'revoked'; reason: string | null } | { state: 'unknown' };

type Row = Pick<ProvenanceRow, 'licence_status' | 'licence_revoked_at' | 'licence_reason' | 'manifest' | 'version_revoked_at' | 'version_revoked_reason'>;

export async function imageLicence(store: Store, contentHash: string): Promise<ImageLicence> {
  const rows: Row[] = await sqlIn(store).all(
    `select g.licence_status, g.licence_revoked_at, g.licence_reason, g.manifest is not null as manifest,
            b.revoked_at as version_revoked_at, b.revoked_reason as version_revoked_reason
       from generation g left join boundary_version b on b.id = g.boundary_version_id
      where g.content_hash = ?`,
    [contentHash]);
  if (rows.length === 0) return { state: 'unknown' };
  // Only a manifest's presence matters to effectiveLicence; the row carries a boolean for it.
  const licences = rows.map((r) => effectiveLicence({ ...r, manifest: r.manifest ? {} : null } as ProvenanceRow));
  if (licences.some((l) => l?.status === 'active')) return { state: 'active' };
  return { state: 'revoked', reason: licences.find((l) => l?.reason)?.reason ?? null };
}
