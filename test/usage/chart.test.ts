// The per-day chart's geometry: bars stack refusals on generations inside the plot, the axis
// maximum is a round number at least the busiest day, empty days have no height.

import { describe, expect, it } from 'vitest';
import { niceMax, usageChart } from '../../src/usage/chart.ts';

describe('the usage chart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 42, 99, 101].map(niceMax)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 100, 200]);
  });

  it('stacks refusals on generations, in proportion, inside the plot', () => {
    const chart = usageChart([
      { date: '2026-11-21', generations: 0, refusals: 0 },
      { date: '2026-11-22', generations: 6, refusals: 4 },
      { date: '2026-11-23', generations: 2, refusals: 0 },
    ]);
    const [empty, busy, small] = chart.bars;
    const plotHeight = chart.plot.bottom - chart.plot.top;
    expect(chart.max).toBe(10);
    expect([empty!.generationsHeight, empty!.refusalsHeight]).toEqual([0, 0]);
    expect(busy!.generationsHeight).toBeCloseTo(plotHeight * 0.6);
    expect(busy!.refusalsY + busy!.refusalsHeight).toBeCloseTo(busy!.generationsY);
    expect(busy!.refusalsY).toBeCloseTo(chart.plot.top);
    expect(small!.generationsY + small!.generationsHeight).toBeCloseTo(chart.plot.bottom);
    for (const b of chart.bars) expect(b.x + b.width).toBeLessThanOrEqual(chart.plot.right);
    expect(chart.ticks.map((t) => t.label)).toEqual(['0', '5', '10']);
    expect(chart.labels.map((l) => l.text)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
  });
});
