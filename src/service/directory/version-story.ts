// How a boundary version came to be, and how it was revoked, in words for public pages and the
// API: who made it (never "the creator" when it was an operator, a platform change or a
// reviewer), a reopening of consent named as one, with the reason an operator or reviewer gave.

import type { ActorKind } from '../../store/orm/entities/boundary-version.ts';

export interface StoryFields {
  version: number;
  actor_kind: ActorKind;
  actor_id: string | null;
  reason: string;
  reopens_consent: boolean;
  revoked_at: string | Date | null;
  revoked_by_kind: ActorKind | null;
  revoked_by_id: string | null;
  revoked_reason: string | null;
}

const someone = (kind: ActorKind, id: string | null): string => (kind === 'creator' ? 'the creator' : kind === 'platform' ? 'a platform change' : `${kind} ${id ?? '(not recorded)'}`);
/** The creator's own reason is theirs to give; anyone else acting on their boundaries says why. */
const withReason = (kind: ActorKind, reason: string | null): string => (kind === 'creator' || kind === 'platform' || !reason ? '' : `: ${reason}`);

export function madeBy(v: StoryFields): string {
  if (v.reopens_consent) return `consent reopened by ${someone(v.actor_kind, v.actor_id)}${withReason(v.actor_kind, v.reason)}`;
  if (v.actor_kind === 'platform') return 'platform rules changed';
  return `published by ${someone(v.actor_kind, v.actor_id)}${withReason(v.actor_kind, v.reason)}`;
}

export function revokedBy(v: StoryFields): string | null {
  if (v.revoked_at === null) return null;
  if (v.revoked_by_kind === null) return 'consent revoked';
  return `consent revoked by ${someone(v.revoked_by_kind, v.revoked_by_id)}${withReason(v.revoked_by_kind, v.revoked_reason)}`;
}

/** What happened from version `from` to version `to` (inclusive), oldest first: publications and revocations. */
export function storyBetween(versions: StoryFields[], from: number, to: number): string[] {
  const [low, high] = from <= to ? [from, to] : [to, from];
  const lines: string[] = [];
  for (const v of [...versions].sort((a, b) => a.version - b.version)) {
    if (v.version < low || v.version > high) continue;
    if (v.version > low) lines.push(`version ${v.version}: ${madeBy(v)}`);
    const revoked = revokedBy(v);
    if (revoked) lines.push(`version ${v.version}: ${revoked}`);
  }
  return lines;
}
