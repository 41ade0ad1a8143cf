// Small display helpers every template gets as `it.fmt`.

const pad = (n: number): string => String(n).padStart(2, '0');

export const fmt = {
  /** `2026-11-21 05:30 UTC`: unambiguous, sortable, the same on every server. */
  date(value: Date | string | null | undefined): string {
    if (value === null || value === undefined) return '—';
    const d = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(d.getTime())) return '—';
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
  },
  signed(n: number): string {
    return n > 0 ? `+${n}` : String(n);
  },
};
