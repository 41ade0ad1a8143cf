// The per-day chart's geometry: one stacked bar per day (allowed generations below, refusals on
// top) in a fixed coordinate box that the page scales with CSS. Pure numbers: the view draws them
// as SVG with no script and no inline style, so the site's CSP holds.

export interface ChartDay {
  date: string;
  generations: number;
  refusals: number;
}

export interface ChartBar extends ChartDay {
  x: number;
  width: number;
  generationsY: number;
  generationsHeight: number;
  refusalsY: number;
  refusalsHeight: number;
}

export interface UsageChart {
  width: number;
  height: number;
  /** The plot area: left edge, top, right edge, baseline. */
  plot: { left: number; top: number; right: number; bottom: number };
  max: number;
  bars: ChartBar[];
  /** Horizontal grid lines with their count. */
  ticks: { y: number; label: string }[];
  /** Date labels under the axis: the first, the middle and the last day. */
  labels: { x: number; text: string; anchor: 'start' | 'middle' | 'end' }[];
}

const WIDTH = 640;
const HEIGHT = 240;
// Room on the left for a three-digit count in the larger type phones get (console.css).
const PLOT = { left: 56, top: 16, right: WIDTH - 8, bottom: HEIGHT - 12 };

/** A maximum the axis can label in whole steps: 1, 2, 5 times a power of ten, at least the largest bar. */
export function niceMax(n: number): number {
  if (n <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}

export function usageChart(days: ChartDay[]): UsageChart {
  const max = niceMax(Math.max(0, ...days.map((d) => d.generations + d.refusals)));
  const plotHeight = PLOT.bottom - PLOT.top;
  const slot = days.length > 0 ? (PLOT.right - PLOT.left) / days.length : 0;
  const width = Math.max(1, slot * 0.7);
  const scale = (n: number) => (n / max) * plotHeight;
  const bars = days.map((d, i) => {
    const x = PLOT.left + i * slot + (slot - width) / 2;
    const generationsHeight = scale(d.generations);
    const refusalsHeight = scale(d.refusals);
    const generationsY = PLOT.bottom - generationsHeight;
    return { ...d, x, width, generationsY, generationsHeight, refusalsY: generationsY - refusalsHeight, refusalsHeight };
  });
  const ticks = [0, max / 2, max].filter((v) => Number.isInteger(v)).map((v) => ({ y: PLOT.bottom - scale(v), label: String(v) }));
  const labels: UsageChart['labels'] = [];
  if (days.length > 0) labels.push({ x: PLOT.left, text: days[0]!.date, anchor: 'start' });
  if (days.length > 2) labels.push({ x: PLOT.left + (Math.floor(days.length / 2) + 0.5) * slot, text: days[Math.floor(days.length / 2)]!.date, anchor: 'middle' });
  if (days.length > 1) labels.push({ x: PLOT.right, text: days.at(-1)!.date, anchor: 'end' });
  return { width: WIDTH, height: HEIGHT, plot: PLOT, max, bars, ticks, labels };
}
