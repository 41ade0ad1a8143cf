// Shared by the boundaries endpoints: the listed creator and its versions (404 not listed,
// 409 no set on file), and the JSON shape of one version.

import type { Store } from '../../store/index.ts';
import { boundarySet } from '../../service/directory/boundary-view.ts';
import type { VersionCause } from '../../store/orm/entities/boundary-version.ts';
import { madeBy, revokedBy } from '../../service/directory/version-story.ts';
import { creatorBySlug, versionsOf, type CreatorRow, type VersionRow } from '../../store/creator-directory.ts';
import { fail, ok, type Outcome } from '../../kernel/outcome.ts';
import { iso, isoOrNull } from '../schemas.ts';

export async function listedWithVersions(store: Store, slug: string): Promise<Outcome<{ creator: CreatorRow; versions: VersionRow[] }, 'creator_not_found' | 'no_boundary_set'>> {
  const creator = await creatorBySlug(store, slug);
  if (!creator || creator.status !== 'active') return fail('creator_not_found', `no listed creator "${slug}"`);
  const versions = await versionsOf(store, creator.id);
  if (versions.length === 0) return fail('no_boundary_set', `creator "${slug}" has no boundary set on file`);
  return ok({ creator, versions });
}

export const historyEntry = (v: VersionRow) => ({
  version: v.version,
  policyHash: v.policy_hash,
  cause: v.cause as VersionCause,
  causeDetail: v.cause_detail,
  madeBy: { kind: v.actor_kind, id: v.actor_id },
  reason: v.reason,
  reopensConsent: v.reopens_consent,
  summary: madeBy(v),
  publishedAt: iso(v.published_at),
  revokedAt: isoOrNull(v.revoked_at),
  revokedReason: v.revoked_reason,
  revokedBy: v.revoked_by_kind ? { kind: v.revoked_by_kind, id: v.revoked_by_id } : null,
  revocationSummary: revokedBy(v),
});

export const versionBody = (slug: string, v: VersionRow) => ({
  creator: slug,
  ...historyEntry(v),
  ...boundarySet(v.program),
});
