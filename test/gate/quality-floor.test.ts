// The gate on the evaluation corpus never does worse than bench/gate-quality/floor.json: overall
// recall, each category's and each cue type's recall, and the false-positive rate on the innocent
// prompts (when this checkout has them). Raise the floor when the gate gets better.

import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, CUES } from '../../bench/gate-quality/corpus.ts';
import { evaluate, type QualityFigures } from '../../bench/gate-quality/evaluate.ts';
import type { Floor } from '../../bench/gate-quality/floor.ts';
import { floorViolations } from '../../bench/gate-quality/floor.ts';
import { loadEvaluationInput, loadFloor, loadLanguageCheck } from '../../bench/gate-quality/load.ts';

let figures: QualityFigures;
let floor: Floor;

beforeAll(async () => {
  const { input } = loadEvaluationInput('.', await loadLanguageCheck());
  figures = evaluate(input);
  const loaded = loadFloor();
  if (loaded === undefined) throw new Error('bench/gate-quality/floor.json is missing');
  floor = loaded;
});

describe('gate quality on the evaluation corpus', () => {
  it('judges at least 150 prohibited prompts of every category and every cue type', () => {
    for (const c of CATEGORIES) expect(figures.prohibited.byCategory[c].total, c).toBeGreaterThanOrEqual(150);
    for (const q of CUES) expect(figures.prohibited.byCue[q].total, q).toBeGreaterThan(0);
  });

  it('never makes the gate fail closed', () => {
    expect(figures.gateErrors).toEqual([]);
  });

  it('catches at least the floor overall, per category and per cue type, and stops no more innocent prompts than the ceiling', () => {
    expect(floorViolations(figures, floor)).toEqual([]);
  });
});
