// Closing a takedown, once: the row is locked, must still be open, the action's own work runs in
// the same transaction, and the resolution (who, why, when, what) is stored and audited.

import type { TakedownAction } from '../store/orm/entities/takedown.ts';
import type { Store } from '../store/index.ts';
import { fail, ok, type Failure, type Outcome } from '../kernel/outcome.ts';
import { closeTakedownRow, getTakedown, lockTakedown } from '../store/takedown-queue.ts';
import type { TakedownView } from './view.ts';

export interface OpenTakedown {
  id: string;
  creator: string | null;
  generationId: string | null;
}

/** The action's effect inside the closing transaction: what it did, or why it could not. */
export type ResolutionWork = (tx: Store, takedown: OpenTakedown) => Promise<Outcome<Record<string, unknown>> | Failure>;

export async function closeTakedown(store: Store, id: string, action: TakedownAction, reason: string, actor: string, work: ResolutionWork): Promise<Outcome<TakedownView>> {
  // Every closing carries its reason (the API's schema checks it too; the CLI relies on this).
  if (reason.trim() === '') return fail('invalid_request', 'a reason is required to close a takedown');
  const closed = await store.transaction(async (tx): Promise<Outcome<null>> => {
    const takedown = await lockTakedown(tx, id);
    if (!takedown) return fail('takedown_not_found', `no takedown ${id}`);
    if (takedown.status !== 'open') return fail('takedown_closed', `takedown ${id} is already ${takedown.status}; a closed takedown cannot be actioned again`);
    const done = await work(tx, { id, creator: takedown.creator, generationId: takedown.generationId });
    if (!done.ok) return done;
    await closeTakedownRow(tx, id, { status: action === 'dismiss' ? 'dismissed' : 'actioned', by: actor, resolution: action, reason, detail: done.value });
    await tx.audit.record({ actor, action: `takedown.${action === 'dismiss' ? 'dismiss' : 'action'}`, subjectType: 'takedown', subjectId: id, detail: { action, reason, ...done.value } });
    return ok(null);
  });
  return closed.ok ? getTakedown(store, id) : closed;
}

export const dismissTakedown = (store: Store, id: string, reason: string, actor: string): Promise<Outcome<TakedownView>> =>
  closeTakedown(store, id, 'dismiss', reason, actor, async () => ok({}));
