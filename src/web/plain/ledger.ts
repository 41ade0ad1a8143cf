// The credit ledger as a requester reads it: charges and top-ups in plain words. The stored
// ledger explains every balance change step by step (a reservation, then a zero-change settle
// once the image exists, or a release when it does not); here a settle folds into the charge it
// confirms, and a reservation still open reads as credits held.

import type { LedgerRow } from '../../store/account-views.ts';

/** One stored ledger row, as the dashboard reads it. */
export type LedgerEntry = LedgerRow;

export type LedgerLineKind = 'charge' | 'held' | 'refund' | 'top-up' | 'removed';

export interface LedgerLine {
  id: string;
  kind: LedgerLineKind;
  /** What happened, in words. */
  label: string;
  /** Which pot: "free allowance", "subscription", "paid credits". */
  pot: string;
  delta: number;
  balanceAfter: number;
  /** The generation a charge or refund is for. */
  generationId: string | null;
  at: Date;
}

const POT: Record<string, string> = { free: 'free allowance', subscription: 'subscription', credits: 'paid credits' };
const TOP_UP: Record<string, string> = { free: 'Free allowance renewed', subscription: 'Subscription credits added', credits: 'Credits added' };

const key = (e: LedgerEntry): string => `${e.reference ?? ''}|${e.source}`;

/** Entries newest first in, lines newest first out. */
export function ledgerLines(entries: LedgerEntry[]): LedgerLine[] {
  const settled = new Set(entries.filter((e) => e.reason === 'settle' && e.reference).map(key));
  const released = new Set(entries.filter((e) => e.reason === 'release' && e.reference).map(key));
  const lines: LedgerLine[] = [];
  for (const e of entries) {
    if (e.reason === 'settle' && e.delta === 0) continue; // folded into its reservation's charge
    const base = { id: e.id, pot: POT[e.source] ?? e.source, delta: e.delta, balanceAfter: e.balance_after, generationId: e.reference, at: e.created_at };
    if (e.reason === 'reserve') {
      const k = key(e);
      if (settled.has(k)) lines.push({ ...base, kind: 'charge', label: 'Charged for an image' });
      else if (released.has(k)) lines.push({ ...base, kind: 'held', label: 'Held for an image that was not made' });
      else lines.push({ ...base, kind: 'held', label: 'Held for an image being made' });
    } else if (e.reason === 'release') lines.push({ ...base, kind: 'refund', label: 'Returned: the image was not made' });
    else if (e.delta >= 0) lines.push({ ...base, kind: 'top-up', label: TOP_UP[e.source] ?? 'Credits added' });
    else lines.push({ ...base, kind: 'removed', label: 'Credits removed by the operator' });
  }
  return lines;
}
