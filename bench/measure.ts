// Per-call timing with a time budget: median and p99 in microseconds.

export interface Timing {
  samples: number;
  medianUs: number;
  p99Us: number;
}

export interface Budget {
  /** Stop after this many milliseconds of measuring... */
  maxMs: number;
  /** ...or this many calls, whichever comes first. */
  maxSamples: number;
  warmup: number;
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** Calls `run` repeatedly; `sink` keeps results alive so the engine cannot drop the work. */
export function measure(run: () => unknown, budget: Budget): Timing {
  let sink: unknown;
  for (let i = 0; i < budget.warmup; i++) sink = run();
  const times: number[] = [];
  const deadline = process.hrtime.bigint() + BigInt(budget.maxMs) * 1_000_000n;
  while (times.length < budget.maxSamples) {
    const start = process.hrtime.bigint();
    sink = run();
    const end = process.hrtime.bigint();
    times.push(Number(end - start) / 1000);
    if (end > deadline) break;
  }
  if (sink === Symbol.for('never')) console.log(sink);
  const sorted = Float64Array.from(times).sort();
  return { samples: sorted.length, medianUs: percentile(sorted, 50), p99Us: percentile(sorted, 99) };
}

/** Wall time of one call, in milliseconds. */
export function timeOnce<T>(run: () => T): { result: T; ms: number } {
  const start = process.hrtime.bigint();
  const result = run();
  return { result, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}
