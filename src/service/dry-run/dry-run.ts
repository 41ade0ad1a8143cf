// The dry run: the same evaluation as generate, reading facts from the database and writing
// nothing (no generation row, no credit movement, no audit entry).

import type { Config } from '../../config/index.ts';
import type { Decision, GateRequest } from '../../gate/types.ts';
import type { Store } from '../../store/index.ts';
import type { Requester } from '../accounts/keys.ts';
import { fail, ok, type Outcome } from '../../kernel/outcome.ts';
import type { Admitted } from '../judge/admission.ts';
import { factsFor, judge, type GateReport } from '../judge/judge.ts';
import { unreadableRequest } from '../judge/language.ts';

export interface DryRunResult extends Decision {
  creator: string;
  credits: { cost: number; available: number; sufficient: boolean };
}

export async function dryRun(
  store: Store,
  config: Config,
  requester: Requester,
  creatorSlug: string,
  request: GateRequest,
  report: GateReport,
  admitted?: Admitted | null,
): Promise<Outcome<DryRunResult, 'creator_not_found' | 'unsupported_language'>> {
  const read = await factsFor(store, config, requester, creatorSlug, request.prompt, admitted);
  const live = read.live;
  if (!live) return fail('creator_not_found', `no creator "${creatorSlug}" with a boundary set`);
  const unreadable = unreadableRequest(live.boundary.program, request);
  if (unreadable !== null) return unreadable;
  const { cost, facts, decision } = judge(config, requester, live, read.admitted, request, report);
  // `trace` is for `explain` in the CLI; the API never returns where in the prompt a term matched.
  // `error` (a failure inside the gate) went to the log; the refusal says only that it refused.
  const { trace: _trace, error: _error, ...publicDecision } = decision;
  return ok({ ...publicDecision, creator: live.creator.slug, credits: { cost, available: facts.available, sufficient: facts.available >= cost } });
}
