// Reading the corpus: a missing file is skipped with a note, a malformed line is an error that
// names its file, line and field.

import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CORPUS_DIR, CREATOR_FILE, CorpusLineError, OWN_TERMS_CREATOR_FILE, PLATFORM_FILE, loadEvaluationInput } from '../../../bench/gate-quality/load.ts';

let root: string | undefined;
afterEach(() => {
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function checkout(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'gate-quality-'));
  for (const file of [PLATFORM_FILE, CREATOR_FILE, OWN_TERMS_CREATOR_FILE]) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    cpSync(file, join(root, file));
  }
  mkdirSync(join(root, CORPUS_DIR), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, CORPUS_DIR, name), text);
  return root;
}

describe('loading the gate-quality corpus', () => {
  it('skips the files this checkout does not have, with a note for each', () => {
    const dir = checkout({ 'prohibited.jsonl': '{"prompt":"the creator as a child","category":"minors-context","cue":"keyword"}\n\n' });
    const { input, notes } = loadEvaluationInput(dir);
    expect(input.prohibited).toHaveLength(1);
    expect(input.innocent).toBeUndefined();
    expect(input.otherLanguages).toBeUndefined();
    expect(notes.filter((n) => n.endsWith('is not in this checkout: skipped'))).toHaveLength(3);
  });

  it('reads english-mixed lines as innocent prompts of their own kind', () => {
    const dir = checkout({ 'innocent.jsonl': '{"prompt":"a quiet lake","kind":"plain"}\n', 'english-mixed.jsonl': '{"prompt":"the creator at a fiesta","kind":"english-mixed"}\n' });
    expect(loadEvaluationInput(dir).input.innocent?.map((l) => l.kind)).toEqual(['plain', 'english-mixed']);
  });

  it('names the file, line and field of a line that is not a corpus line', () => {
    const dir = checkout({ 'prohibited.jsonl': '{"prompt":"the creator as a child","category":"minors-context","cue":"keyword"}\n{"prompt":"x","category":"minors","cue":"keyword"}\n' });
    expect(() => loadEvaluationInput(dir)).toThrow(CorpusLineError);
    expect(() => loadEvaluationInput(dir)).toThrow(/prohibited\.jsonl:2: category: /);
  });

  it('names the file and line of a line that is not JSON', () => {
    const dir = checkout({ 'innocent.jsonl': '{"prompt":"a lake","kind":"plain"}\n{"prompt": "a lake",\n' });
    expect(() => loadEvaluationInput(dir)).toThrow(/innocent\.jsonl:2: not JSON/);
  });
});
