// Releasing a reservation: every pot gets its part back, only while the reservation is still
// held, so it is closed exactly once, whoever gets there first (the request or the sweeper).
// Settling happens inside the statement that records the generation (src/store/generations.ts);
// generate releases just before that statement when no image exists (src/generation/record.ts).

import type { Store } from '../../store/index.ts';

/**
 * Gives every pot its part back, with its ledger rows, in one statement. False when the
 * reservation was no longer held. Outside a transaction it is one on its own (src/store/credits.ts).
 */
export async function releaseReservation(store: Store, id: string, actor: string): Promise<boolean> {
  return (await store.credits.release(id, actor)).released;
}
