// One judgement of a request against a creator's live boundary set, shared by the dry run (which stops
// here) and generate (which goes on to reserve, render and record): the same cost, the same facts
// from the database, the same gate. Reads only.

import { createHash } from 'node:crypto';
import { costOf, type Config } from '../../config/index.ts';
import { evaluate } from '../../gate/index.ts';
import type { Decision, GateFacts, GateRequest } from '../../gate/types.ts';
import type { Log } from '../../kernel/log.ts';
import type { Store } from '../../store/index.ts';
import type { Requester } from '../accounts/keys.ts';
import { liveBoundaryOf, type LiveBoundary } from '../boundary/live-boundary.ts';
import { readFacts, type Admitted } from './admission.ts';
import { factsOf } from './facts.ts';

export interface Judgement {
  cost: number;
  promptSha256: string;
  facts: GateFacts & { available: number };
  decision: Decision;
}

/** Where a failure inside the gate is told: the service's log, under the request's id. */
export interface GateReport {
  log: Log;
  requestId: string;
}

/** The gate refused because it failed: log why (the refusal itself never says). */
export function reportGateError(report: GateReport, creator: string, decision: Decision): void {
  if (!decision.error) return;
  report.log('error', 'the gate failed and refused the request', { requestId: report.requestId, creator, code: decision.error.code, error: decision.error.message });
}

export const promptHashOf = (prompt: string): string => createHash('sha256').update(prompt, 'utf8').digest('hex');

const dueOf = (config: Config) => ({ amount: config.credits.freeAllowance, periodDays: config.credits.freeAllowancePeriodDays });

/**
 * The facts for this request: those the hot path already read when they were read for this very
 * account, creator and prompt, else one fresh read. Then the live boundary (undefined: no such
 * creator, or no boundary set).
 */
export async function factsFor(store: Store, config: Config, requester: Requester, creator: string, prompt: string, admitted?: Admitted | null): Promise<{ admitted: Admitted; live: LiveBoundary | undefined }> {
  const promptSha256 = promptHashOf(prompt);
  const fits = admitted && admitted.accountId === requester.accountId && admitted.slug === creator && admitted.promptSha256 === promptSha256;
  const facts = fits ? admitted : await readFacts(store, requester.accountId, creator, promptSha256, dueOf(config));
  return { admitted: facts, live: facts.stamp ? await liveBoundaryOf(store, facts.stamp) : undefined };
}

export function judge(config: Config, requester: Requester, live: LiveBoundary, admitted: Admitted, request: GateRequest, report: GateReport): Judgement {
  const cost = costOf(config, request.realism, request.mode);
  const facts = factsOf(
    {
      accountId: requester.accountId,
      verification: requester.verification,
      creatorSlug: live.creator.slug,
      creatorState: live.creator.status,
      consentRevoked: live.revokedAt !== null,
      promptSha256: admitted.promptSha256!,
      cost,
    },
    admitted.counted,
  );
  const decision = evaluate(live.boundary, request, facts);
  reportGateError(report, live.creator.slug, decision);
  return { cost, promptSha256: admitted.promptSha256!, facts, decision };
}
