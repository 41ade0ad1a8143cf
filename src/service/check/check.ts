// The dry run: the same evaluation as generate, reading facts from the database and writing
// nothing (no generation row, no credit movement, no audit entry).

import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { costOf, type Config } from '../../config/index.ts';
import { evaluate } from '../../gate/index.ts';
import type { Decision, GateRequest } from '../../gate/types.ts';
import type { Requester } from '../accounts/keys.ts';
import { fail, ok, type Outcome } from '../outcome.ts';
import { liveBoundary } from '../boundary/live-boundary.ts';
import { gateFacts } from './facts.ts';

export interface CheckResult extends Decision {
  creator: string;
  credits: { cost: number; available: number; sufficient: boolean };
}

export async function checkRequest(
  em: EntityManager,
  config: Config,
  requester: Requester,
  creatorSlug: string,
  request: GateRequest,
): Promise<Outcome<CheckResult, 'creator_not_found'>> {
  const live = await liveBoundary(em, creatorSlug);
  if (!live) return fail('creator_not_found', `no creator "${creatorSlug}" with a boundary set`);
  const cost = costOf(config, request.realism, request.mode);
  const promptSha256 = createHash('sha256').update(request.prompt, 'utf8').digest('hex');
  const facts = await gateFacts(em, {
    accountId: requester.accountId,
    verification: requester.verification,
    creatorId: live.creator.id,
    creatorState: live.creator.status,
    consentRevoked: live.revokedAt !== null,
    program: live.boundary.program,
    promptSha256,
    cost,
    freeAllowance: { amount: config.credits.freeAllowance, periodDays: config.credits.freeAllowancePeriodDays },
  });
  const decision = evaluate(live.boundary, request, facts);
  // `trace` is for `explain` in the CLI; the API never returns where in the prompt a term matched.
  const { trace: _trace, ...publicDecision } = decision;
  return ok({ ...publicDecision, creator: live.creator.slug, credits: { cost, available: facts.available, sufficient: facts.available >= cost } });
}
