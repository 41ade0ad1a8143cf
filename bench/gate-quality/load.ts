// Reads the corpus files and the policy sources for an evaluation. A missing corpus file is
// skipped with a note; a malformed line is an error naming the file and line.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { SourceFile } from '../../src/compile/index.ts';
import { InnocentLine, OtherLanguageLine, ProhibitedLine } from './corpus.ts';
import type { EvaluationInput, LanguageCheck } from './evaluate.ts';
import { Floor } from './floor.ts';

export const CORPUS_DIR = 'bench/gate-quality/corpus';
export const PLATFORM_FILE = 'policies/platform.policy';
export const CREATOR_FILE = 'bench/gate-quality/evaluation-creator.boundary';
export const OWN_TERMS_CREATOR_FILE = 'bench/gate-quality/evaluation-creator-smoking.boundary';
export const FLOOR_FILE = 'bench/gate-quality/floor.json';

export class CorpusLineError extends Error {
  readonly code = 'corpus-line-invalid';
  constructor(readonly file: string, readonly line: number, detail: string) {
    super(`${file}:${line}: ${detail}`);
  }
}

function readLines<T>(file: string, schema: z.ZodType<T>): T[] {
  const lines: T[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      if (text.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (e) {
        throw new CorpusLineError(file, i + 1, `not JSON (${(e as Error).message})`);
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new CorpusLineError(file, i + 1, parsed.error.issues.map((p) => `${p.path.join('.') || 'line'}: ${p.message}`).join('; '));
      lines.push(parsed.data);
    });
  return lines;
}

function source(root: string, fileName: string): SourceFile {
  return { source: readFileSync(join(root, fileName), 'utf8'), fileName };
}

/** Everything `evaluate` needs, read from the repository at `root`; notes say what was skipped. */
export function loadEvaluationInput(root = '.', languageCheck?: LanguageCheck): { input: EvaluationInput; notes: string[] } {
  const notes: string[] = [];
  const optional = <T>(name: string, schema: z.ZodType<T>): T[] | undefined => {
    const file = join(root, CORPUS_DIR, name);
    if (existsSync(file)) return readLines(file, schema);
    notes.push(`${join(CORPUS_DIR, name)} is not in this checkout: skipped`);
    return undefined;
  };
  const prohibited = optional('prohibited.jsonl', ProhibitedLine) ?? [];
  const input: EvaluationInput = {
    platform: source(root, PLATFORM_FILE),
    creator: source(root, CREATOR_FILE),
    ownTermsCreator: source(root, OWN_TERMS_CREATOR_FILE),
    prohibited,
  };
  // English prompts a language check may misread are innocent prompts of their own kind.
  const innocent = [optional('innocent.jsonl', InnocentLine), optional('english-mixed.jsonl', InnocentLine)].filter((l) => l !== undefined);
  if (innocent.length > 0) input.innocent = innocent.flat();
  const otherLanguages = optional('other-languages.jsonl', OtherLanguageLine);
  if (otherLanguages !== undefined) input.otherLanguages = otherLanguages;
  if (languageCheck !== undefined) input.languageCheck = languageCheck;
  else notes.push('no language check in src/match/language.ts: prompts in other languages reach the gate as they are');
  return { input, notes };
}

/** The product's language check when this checkout has one (src/match/language.ts). */
export async function loadLanguageCheck(): Promise<LanguageCheck | undefined> {
  const url = new URL('../../src/match/language.ts', import.meta.url);
  if (!existsSync(fileURLToPath(url))) return undefined;
  // Imported by URL: the module is optional, so the type checker must not require it.
  const module = (await import(url.href)) as { unreadableLanguage?: unknown };
  return typeof module.unreadableLanguage === 'function' ? (module.unreadableLanguage as LanguageCheck) : undefined;
}

/** The committed floor (floor.json), or undefined when there is none yet. */
export function loadFloor(root = '.'): Floor | undefined {
  const file = join(root, FLOOR_FILE);
  if (!existsSync(file)) return undefined;
  return Floor.parse(JSON.parse(readFileSync(file, 'utf8')));
}
