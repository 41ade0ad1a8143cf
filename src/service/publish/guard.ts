// What an operator (or reviewer) may not do to a creator's boundaries without saying so: open a
// new set on top of one the creator revoked (--reopen-consent), or replace a version whose file
// the creator published (--over-creator, shown the semantic diff first). Both need a reason.
// The creator may always publish their own file, which is also how they reopen consent.

import { diffPrograms, type SemanticDiff } from '../../diff/index.ts';
import type { RuleProgram } from '../../program/types.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { LatestBoundaryRow } from '../../store/boundary-versions.ts';

export interface GuardOptions {
  reopenConsent?: boolean;
  overCreator?: boolean;
  reason?: string;
}

export type GuardRefusal =
  | { code: 'consent_revoked'; message: string }
  | { code: 'creator_version'; message: string; diff: SemanticDiff }
  | { code: 'reason_required'; message: string };

export interface GuardInput {
  actor: Actor;
  slug: string;
  latest: LatestBoundaryRow | undefined;
  /** Who published the file the live version carries (a platform change keeps the creator's file). */
  sourceAuthor: Actor['kind'] | null;
  liveProgram: () => Promise<RuleProgram>;
  next: { program: RuleProgram; policyHash: string };
  options: GuardOptions;
}

const hasReason = (o: GuardOptions): boolean => (o.reason ?? '').trim().length > 0;

export async function guardPublish(input: GuardInput): Promise<GuardRefusal | null> {
  const { actor, slug, latest, options } = input;
  if (actor.kind === 'creator' || !latest) return null;
  if (latest.revoked) {
    if (!options.reopenConsent) {
      return {
        code: 'consent_revoked',
        message: `consent for ${slug} is revoked (v${latest.version}): only the creator reopens it, or an operator with --reopen-consent --reason "…" (audited)`,
      };
    }
    return hasReason(options) ? null : { code: 'reason_required', message: '--reopen-consent needs --reason "…": it is kept in the version history and the audit log' };
  }
  if (input.sourceAuthor !== 'creator' || latest.policy_hash === input.next.policyHash) return null;
  if (!options.overCreator) {
    return {
      code: 'creator_version',
      message: `${slug} v${latest.version} is the creator's own boundary file: publishing over it needs --over-creator --reason "…" (see what would change below; \`likeness policy pull ${slug}\` writes the live file)`,
      diff: diffPrograms(await input.liveProgram(), input.next.program),
    };
  }
  return hasReason(options) ? null : { code: 'reason_required', message: '--over-creator needs --reason "…": it is kept in the version history and the audit log' };
}
