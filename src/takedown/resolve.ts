// Closing a takedown, once: the row is locked, must still be open, the action's own work runs in
// the same transaction, and the resolution (who, why, when, what) is stored and audited.

import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Takedown, type TakedownAction } from '../store/orm/entities/takedown.ts';
import { audit } from '../service/audit.ts';
import { fail, ok, type Failure, type Outcome } from '../kernel/outcome.ts';
import { getTakedown } from '../store/takedown-queue.ts';
import type { TakedownView } from './view.ts';

export interface OpenTakedown {
  id: string;
  creator: string | null;
  generationId: string | null;
}

/** The action's effect inside the closing transaction: what it did, or why it could not. */
export type ResolutionWork = (tx: EntityManager, takedown: OpenTakedown) => Promise<Outcome<Record<string, unknown>> | Failure>;

export async function closeTakedown(em: EntityManager, id: string, action: TakedownAction, reason: string, actor: string, work: ResolutionWork): Promise<Outcome<TakedownView>> {
  // Every closing carries its reason (the API's schema checks it too; the CLI relies on this).
  if (reason.trim() === '') return fail('invalid_request', 'a reason is required to close a takedown');
  const closed = await em.transactional(async (tx): Promise<Outcome<null>> => {
    const takedown = await tx.findOne(Takedown, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!takedown) return fail('takedown_not_found', `no takedown ${id}`);
    if (takedown.status !== 'open') return fail('takedown_closed', `takedown ${id} is already ${takedown.status}; a closed takedown cannot be actioned again`);
    const done = await work(tx, { id, creator: takedown.creator ?? null, generationId: takedown.generationId ?? null });
    if (!done.ok) return done;
    const at = new Date();
    Object.assign(takedown, { status: action === 'dismiss' ? 'dismissed' : 'actioned', closedAt: at, closedBy: actor, resolution: action, resolutionReason: reason, resolutionDetail: done.value });
    audit(tx, { actor, action: `takedown.${action === 'dismiss' ? 'dismiss' : 'action'}`, subjectType: 'takedown', subjectId: id, detail: { action, reason, ...done.value } });
    await tx.flush();
    return ok(null);
  });
  return closed.ok ? getTakedown(em.fork(), id) : closed;
}

export const dismissTakedown = (em: EntityManager, id: string, reason: string, actor: string): Promise<Outcome<TakedownView>> =>
  closeTakedown(em, id, 'dismiss', reason, actor, async () => ok({}));
