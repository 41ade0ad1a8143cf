// Releases reservations whose process died between reserving and recording (held past their
// expiry). Runs at start and then periodically on every instance; `for update skip locked` lets
// several instances sweep at once without touching the same reservation twice.

import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../service/audit.ts';
import { releaseReservation } from './close.ts';
import { rows } from './sql.ts';

const ACTOR = 'system:sweeper';

/** Releases every expired held reservation (as of `asOf`, default the database's now). Returns their ids. */
export async function sweepReservations(em: EntityManager, asOf?: Date): Promise<string[]> {
  return em.transactional(async (tx) => {
    const expired = await rows<{ id: string; account_id: string; amount: number }>(
      tx,
      `select id, account_id, amount from credit_reservation
        where state = 'held' and expires_at < coalesce(?::timestamptz, now())
        order by expires_at limit 500 for update skip locked`,
      [asOf?.toISOString() ?? null],
    );
    const released: string[] = [];
    for (const r of expired) {
      if (!(await releaseReservation(tx, r.id, ACTOR))) continue;
      audit(tx, { actor: ACTOR, action: 'credits.release-expired', subjectType: 'account', subjectId: r.account_id, detail: { reservation: r.id, amount: r.amount } });
      released.push(r.id);
    }
    await tx.flush();
    return released;
  });
}

export interface Sweeper {
  stop(): void;
}

/** Sweeps now and every `intervalSeconds`; errors are logged, never thrown (the next sweep retries). */
export function startSweeper(fork: () => EntityManager, intervalSeconds: number, log: (level: 'error' | 'info', message: string, detail?: Record<string, unknown>) => void): Sweeper {
  const sweep = async () => {
    try {
      const released = await sweepReservations(fork());
      if (released.length > 0) log('info', `released ${released.length} expired credit reservation(s)`, { ids: released });
    } catch (e) {
      log('error', 'credit reservation sweep failed', { error: e instanceof Error ? e.message : String(e) });
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
