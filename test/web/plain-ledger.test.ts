// The credit ledger in plain words: a reservation and its zero-change settle read as one charge,
// a released reservation as held then returned, grants as top-ups by pot.

import { describe, expect, it } from 'vitest';
import { ledgerLines, type LedgerEntry } from '../../src/web/plain/ledger.ts';

let n = 0;
const at = new Date('2026-11-23T10:00:00Z');
const entry = (reason: string, source: string, delta: number, after: number, reference: string | null = null): LedgerEntry => ({ id: String(++n), reason, source, delta, balance_after: after, reference, created_at: at });

describe('the ledger as charges and top-ups', () => {
  it('folds a settle into the reservation it confirms: one charge, no zero-change row', () => {
    const lines = ledgerLines([entry('settle', 'free', 0, 3, 'gen_a'), entry('reserve', 'free', -2, 3, 'gen_a'), entry('grant', 'free', 5, 5)]);
    expect(lines.map((l) => [l.kind, l.label, l.pot, l.delta])).toEqual([
      ['charge', 'Charged for an image', 'free allowance', -2],
      ['top-up', 'Free allowance renewed', 'free allowance', 5],
    ]);
    expect(lines[0]!.generationId).toBe('gen_a');
  });

  it('shows a released reservation as held and then returned', () => {
    const lines = ledgerLines([entry('release', 'credits', 4, 10, 'gen_b'), entry('reserve', 'credits', -4, 6, 'gen_b')]);
    expect(lines.map((l) => [l.kind, l.label, l.delta])).toEqual([
      ['refund', 'Returned: the image was not made', 4],
      ['held', 'Held for an image that was not made', -4],
    ]);
  });

  it('shows a reservation still open as held, and operator changes by pot', () => {
    const lines = ledgerLines([entry('reserve', 'subscription', -1, 199, 'gen_c'), entry('grant', 'subscription', 200, 200), entry('adjust', 'credits', -3, 0), entry('grant', 'credits', 3, 3)]);
    expect(lines.map((l) => l.label)).toEqual(['Held for an image being made', 'Subscription credits added', 'Credits removed by the operator', 'Credits added']);
  });

  it('keeps a split charge per pot: each pot’s reservation is settled on its own', () => {
    const lines = ledgerLines([entry('settle', 'free', 0, 0, 'gen_d'), entry('settle', 'credits', 0, 9, 'gen_d'), entry('reserve', 'credits', -1, 9, 'gen_d'), entry('reserve', 'free', -1, 0, 'gen_d')]);
    expect(lines.map((l) => [l.kind, l.pot])).toEqual([
      ['charge', 'paid credits'],
      ['charge', 'free allowance'],
    ]);
  });
});
