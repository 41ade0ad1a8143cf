// The days a usage report covers: the last 30 by default, whole UTC days both included, never
// more than 366, and a lone `from` in the future is that one day.

import { describe, expect, it } from 'vitest';
import { daysBetween, daysOf, isCalendarDay, usageRange } from '../../src/usage/range.ts';

const now = new Date('2026-11-23T19:00:00Z');

describe('the usage range', () => {
  it('is the last 30 days up to today by default', () => {
    const r = usageRange({}, now);
    expect([r.from, r.to]).toEqual(['2026-10-25', '2026-11-23']);
    expect([r.start.toISOString(), r.end.toISOString()]).toEqual(['2026-10-25T00:00:00.000Z', '2026-11-24T00:00:00.000Z']);
    expect(daysOf(r)).toHaveLength(30);
  });

  it('takes both days as given, or 29 days before `to`', () => {
    expect(daysOf(usageRange({ from: '2026-02-27', to: '2026-03-01' }, now))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(usageRange({ to: '2026-01-10' }, now).from).toBe('2025-12-12');
  });

  it('ends a lone `from` today, at most 366 days on, and never before it', () => {
    expect(usageRange({ from: '2026-11-01' }, now).to).toBe('2026-11-23');
    const long = usageRange({ from: '2020-01-01' }, now);
    expect(daysBetween(long.from, long.to)).toBe(366);
    expect(usageRange({ from: '2027-01-01' }, now).to).toBe('2027-01-01');
  });

  it('knows a calendar day', () => {
    expect(['2026-02-28', '2024-02-29'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '20261101', '2026-11-01T00:00:00Z'].map(isCalendarDay)).toEqual([false, false, false, false, false]);
  });
});
