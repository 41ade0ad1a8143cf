// One judgement of a request against a creator's live boundary set, shared by the dry run (which stops
// here) and generate (which goes on to reserve, render and record): the same cost, the same facts
// from the database, the same gate. Reads only.

import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { costOf, type Config } from '../../config/index.ts';
import { evaluate } from '../../gate/index.ts';
import type { Decision, GateFacts, GateRequest } from '../../gate/types.ts';
import type { Log } from '../../kernel/log.ts';
import type { Requester } from '../accounts/keys.ts';
import type { LiveBoundary } from '../boundary/live-boundary.ts';
import { gateFacts } from './facts.ts';

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

export async function judge(em: EntityManager, config: Config, requester: Requester, live: LiveBoundary, request: GateRequest, report: GateReport): Promise<Judgement> {
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
  reportGateError(report, live.creator.slug, decision);
  return { cost, promptSha256, facts, decision };
}
