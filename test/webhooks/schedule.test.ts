// The retry schedule: exponential from the base, capped, with equal jitter (half fixed, half random).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from '../../src/webhooks/backoff.ts';

const s = { backoffBaseSeconds: 60, backoffMaxSeconds: 21_600 };

describe('retryDelaySeconds', () => {
  it('doubles from the base and stops at the cap (jitter at its extremes)', () => {
    expect([1, 2, 3, 4, 9, 10, 40].map((n) => retryDelaySeconds(n, s, () => 0))).toEqual([30, 60, 120, 240, 7680, 10_800, 10_800]);
    expect([1, 2, 3, 9, 10].map((n) => Math.round(retryDelaySeconds(n, s, () => 0.999999)))).toEqual([60, 120, 240, 15_360, 21_600]);
  });

  it('always lies between half and all of the capped exponential delay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.integer({ min: 1, max: 600 }), (attempt, r, base) => {
        const settings = { backoffBaseSeconds: base, backoffMaxSeconds: 21_600 };
        const full = Math.min(base * 2 ** Math.min(attempt - 1, 30), 21_600);
        const d = retryDelaySeconds(attempt, settings, () => r);
        return d >= full / 2 && d <= full && Number.isFinite(d);
      }),
    );
  });
});
