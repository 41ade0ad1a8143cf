// The generation row as provenance sees it: the manifest and signature as stored, the licence
// columns, and the boundary version the decision was made under (its revocation matters).

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { DecisionKind } from '../vocabulary.ts';

export interface ProvenanceRow {
  id: string;
  creator_slug: string | null;
  decision: DecisionKind;
  rule: string | null;
  boundary_version: number | null;
  manifest: unknown;
  signature: string | null;
  licence_status: 'active' | 'revoked' | null;
  licence_revoked_at: Date | string | null;
  licence_reason: string | null;
  version_revoked_at: Date | string | null;
  version_revoked_reason: string | null;
  render_state: string | null;
}

export async function provenanceRowOf(store: Store, id: string): Promise<ProvenanceRow | undefined> {
  const rows: ProvenanceRow[] = await sqlIn(store).all(
    `select g.id, c.slug as creator_slug, g.decision, g.rule, b.version as boundary_version, g.manifest, g.signature,
            g.licence_status, g.licence_revoked_at, g.licence_reason, g.render_state,
            b.revoked_at as version_revoked_at, b.revoked_reason as version_revoked_reason
       from generation g
       left join creator c on c.id = g.creator_id
       left join boundary_version b on b.id = g.boundary_version_id
      where g.id = ?`,
    [id]);
  return rows[0];
}
