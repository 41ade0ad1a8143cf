// Releases reservations whose process died between reserving and recording (held past their
// expiry). Runs at start and then periodically on every instance; `for update skip locked` lets
// several instances sweep at once without touching the same reservation twice.

import type { Store } from '../../store/index.ts';
import { releaseReservation } from './close.ts';

const ACTOR = 'system:sweeper';

/** Releases every expired held reservation (as of `asOf`, default the store's clock). Returns their ids. */
export async function sweepReservations(store: Store, asOf?: Date): Promise<string[]> {
  return store.transaction(async (tx) => {
    const expired = await tx.credits.expiredReservations(asOf);
    const released: string[] = [];
    for (const r of expired) {
      if (!(await releaseReservation(tx, r.id, ACTOR))) continue;
      await tx.audit.record({ actor: ACTOR, action: 'credits.release-expired', subjectType: 'account', subjectId: r.account_id, detail: { reservation: r.id, amount: r.amount } });
      released.push(r.id);
    }
    return released;
  });
}

export interface Sweeper {
  stop(): void;
}

/** Sweeps now and every `intervalSeconds`; errors are logged, never thrown (the next sweep retries). */
export function startSweeper(open: () => Store, intervalSeconds: number, log: (level: 'error' | 'info', message: string, detail?: Record<string, unknown>) => void): Sweeper {
  const sweep = async () => {
    try {
      const released = await sweepReservations(open());
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
