// The dry run: the same evaluation as generate, reading facts from the database and writing
// nothing (no generation row, no credit movement, no audit entry).

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/index.ts';
import type { Decision, GateRequest } from '../../gate/types.ts';
import type { Requester } from '../accounts/keys.ts';
import { fail, ok, type Outcome } from '../../kernel/outcome.ts';
import { liveBoundary } from '../boundary/live-boundary.ts';
import { judge, type GateReport } from '../judge/judge.ts';
import { unreadableRequest } from '../judge/language.ts';

export interface DryRunResult extends Decision {
  creator: string;
  credits: { cost: number; available: number; sufficient: boolean };
}

export async function dryRun(
  em: EntityManager,
  config: Config,
  requester: Requester,
  creatorSlug: string,
  request: GateRequest,
  report: GateReport,
): Promise<Outcome<DryRunResult, 'creator_not_found' | 'unsupported_language'>> {
  const live = await liveBoundary(em, creatorSlug);
  if (!live) return fail('creator_not_found', `no creator "${creatorSlug}" with a boundary set`);
  const unreadable = unreadableRequest(live.boundary.program, request);
  if (unreadable !== null) return unreadable;
  const { cost, facts, decision } = await judge(em, config, requester, live, request, report);
  // `trace` is for `explain` in the CLI; the API never returns where in the prompt a term matched.
  // `error` (a failure inside the gate) went to the log; the refusal says only that it refused.
  const { trace: _trace, error: _error, ...publicDecision } = decision;
  return ok({ ...publicDecision, creator: live.creator.slug, credits: { cost, available: facts.available, sufficient: facts.available >= cost } });
}
