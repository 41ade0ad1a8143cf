// The days a usage report covers: whole UTC days from `from` to `to`, both included. Without
// `to` it ends today (by the injected clock); without `from` it starts 29 days before `to`; a
// report never spans more than MAX_DAYS days (the per-day chart has a bar per day).

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export interface UsageRange {
  /** `YYYY-MM-DD`, included. */
  from: string;
  /** `YYYY-MM-DD`, included. */
  to: string;
  /** Start of `from` (UTC). */
  start: Date;
  /** Start of the day after `to` (UTC): rows before it are in range. */
  end: Date;
}

const dayOf = (d: Date): string => d.toISOString().slice(0, 10);
const startOf = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const isCalendarDay = (s: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(startOf(s).getTime()) && dayOf(startOf(s)) === s;

/** Days from `from` to `to`, both included (1 for the same day). */
export const daysBetween = (from: string, to: string): number => Math.round((startOf(to).getTime() - startOf(from).getTime()) / DAY_MS) + 1;

export function usageRange(input: { from?: string; to?: string }, now: Date): UsageRange {
  let to = input.to ?? (input.from ? dayOf(new Date(Math.min(now.getTime(), startOf(input.from).getTime() + (MAX_DAYS - 1) * DAY_MS))) : dayOf(now));
  // A `from` after today, without `to`: the one day asked for, not an inverted range.
  if (input.from && !input.to && to < input.from) to = input.from;
  const from = input.from ?? dayOf(new Date(startOf(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
  return { from, to, start: startOf(from), end: new Date(startOf(to).getTime() + DAY_MS) };
}

/** Every day of the range, in order. */
export function daysOf(range: UsageRange): string[] {
  const days: string[] = [];
  for (let t = range.start.getTime(); t < range.end.getTime(); t += DAY_MS) days.push(dayOf(new Date(t)));
  return days;
}
