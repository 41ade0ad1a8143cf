// The quality floor: the worst figures the gate may measure on the corpus. Recall floors are whole
// percents rounded down, the false-positive ceiling a tenth of a percent rounded up, so that a
// floor set from a measurement always holds for that measurement. Floors only ever go up.

import { z } from 'zod';
import { CATEGORIES, CUES } from './corpus.ts';
import { percent, type QualityFigures, type Tally } from './evaluate.ts';

const share = z.number().min(0).max(100);

export const Floor = z.strictObject({
  $comment: z.string().optional(),
  recall: z.strictObject({
    overall: share,
    byCategory: z.strictObject(Object.fromEntries(CATEGORIES.map((c) => [c, share])) as Record<(typeof CATEGORIES)[number], typeof share>),
    byCue: z.strictObject(Object.fromEntries(CUES.map((c) => [c, share])) as Record<(typeof CUES)[number], typeof share>),
  }),
  /** The most innocent prompts (in percent) the gate may stop; null until an innocent corpus is measured. */
  falsePositives: share.nullable(),
});
export type Floor = z.infer<typeof Floor>;

const EPSILON = 1e-9;
const recallOf = (t: Tally): number => percent(t.hit, t.total);
const floorDown = (p: number): number => Math.floor(p + EPSILON);
const ceilTenth = (p: number): number => Math.max(0, Math.ceil(p * 10 - EPSILON) / 10);

/** Every way the figures fall below the floor, in words; [] when they hold it. */
export function floorViolations(f: QualityFigures, floor: Floor): string[] {
  const out: string[] = [];
  const recall = (name: string, t: Tally, min: number) => {
    const r = recallOf(t);
    if (r + EPSILON < min) out.push(`recall ${name} ${r.toFixed(1)} % (${t.hit}/${t.total}) is below the floor ${min} %`);
  };
  recall('overall', f.prohibited.overall, floor.recall.overall);
  for (const c of CATEGORIES) recall(`for ${c}`, f.prohibited.byCategory[c], floor.recall.byCategory[c]);
  for (const q of CUES) recall(`for cue ${q}`, f.prohibited.byCue[q], floor.recall.byCue[q]);
  if (floor.falsePositives !== null && f.innocent !== null) {
    const rate = percent(f.innocent.overall.hit, f.innocent.overall.total);
    if (rate > floor.falsePositives + EPSILON) out.push(`false positives ${rate.toFixed(2)} % (${f.innocent.overall.hit}/${f.innocent.overall.total}) exceed the ceiling ${floor.falsePositives} %`);
  }
  return out;
}

/** The floor these figures set, never below `current` (recall) nor above it (false positives). */
export function raisedFloor(f: QualityFigures, current?: Floor): Floor {
  const up = (measured: number, was: number | undefined) => Math.max(floorDown(measured), was ?? 0);
  const p = f.prohibited;
  let falsePositives = current?.falsePositives ?? null;
  if (f.innocent !== null) {
    const measured = ceilTenth(percent(f.innocent.overall.hit, f.innocent.overall.total));
    falsePositives = falsePositives === null ? measured : Math.min(measured, falsePositives);
  }
  const floor: Floor = {
    recall: {
      overall: up(recallOf(p.overall), current?.recall.overall),
      byCategory: Object.fromEntries(CATEGORIES.map((c) => [c, up(recallOf(p.byCategory[c]), current?.recall.byCategory[c])])) as Floor['recall']['byCategory'],
      byCue: Object.fromEntries(CUES.map((q) => [q, up(recallOf(p.byCue[q]), current?.recall.byCue[q])])) as Floor['recall']['byCue'],
    },
    falsePositives,
  };
  if (current?.$comment !== undefined) return { $comment: current.$comment, ...floor };
  return floor;
}
