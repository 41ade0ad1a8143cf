// The requester and creator facts the gate needs, read from the database (never written).

import type { EntityManager } from '@mikro-orm/postgresql';
import type { GateFacts } from '../../gate/types.ts';
import type { RuleProgram, StepOf } from '../../program/types.ts';
import type { CreatorState, VerificationLevel } from '../../vocabulary.ts';
import { balanceOf, type DueAllowance } from '../accounts/credits.ts';

interface Counted {
  n: string | number;
}

/** Authorised generations of this creator by this requester in the last `seconds`. */
async function sessionCount(em: EntityManager, accountId: string, creatorId: number, seconds: number): Promise<number> {
  const rows: Counted[] = await em.getConnection().execute(
    `select count(*) as n from generation where account_id = ? and creator_id = ? and decision <> 'refuse'
        and created_at > now() - make_interval(secs => ?)`,
    [accountId, creatorId, seconds],
    'all',
  );
  return Number(rows[0]?.n ?? 0);
}

/** Times this requester sent this prompt hash for this creator in the last `seconds`. */
async function varietyCount(em: EntityManager, accountId: string, creatorId: number, promptSha256: string, seconds: number): Promise<number> {
  const rows: Counted[] = await em.getConnection().execute(
    `select count(*) as n from generation where account_id = ? and creator_id = ? and prompt_sha256 = ?
        and created_at > now() - make_interval(secs => ?)`,
    [accountId, creatorId, promptSha256, seconds],
    'all',
  );
  return Number(rows[0]?.n ?? 0);
}

export interface FactInputs {
  accountId: string;
  verification: VerificationLevel;
  creatorId: number;
  creatorState: CreatorState;
  consentRevoked: boolean;
  program: RuleProgram;
  promptSha256: string;
  cost: number;
  /** The free allowance configuration, so a due top-up counts as available (see balanceOf). */
  freeAllowance?: DueAllowance;
}

export async function gateFacts(em: EntityManager, i: FactInputs): Promise<GateFacts & { available: number }> {
  const step = i.program.rules.find((s) => s.rule === 'session_cap_reached') as StepOf<'session_cap_reached'> | undefined;
  const [sessions, repeats, balance] = await Promise.all([
    step?.cap ? sessionCount(em, i.accountId, i.creatorId, step.cap.windowSeconds) : Promise.resolve(0),
    step?.nudge ? varietyCount(em, i.accountId, i.creatorId, i.promptSha256, step.nudge.windowSeconds) : Promise.resolve(0),
    balanceOf(em, i.accountId, i.freeAllowance),
  ]);
  return {
    creatorState: i.creatorState,
    consentRevoked: i.consentRevoked,
    verification: i.verification,
    sessionCount: sessions,
    varietyCount: repeats,
    cost: i.cost,
    balance: balance.available,
    available: balance.available,
  };
}
