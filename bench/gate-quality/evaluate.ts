// Gate quality on the evaluation corpus: compile the platform file with the evaluation creator
// through the project's compiler, run the project's gate on every line, and count. Pure: the
// caller reads the files (load.ts) and prints (tables.ts).

import { VERIFIED_REQUESTER } from '../../src/expect/facts.ts';
import { compileBoundary, type SourceFile } from '../../src/compile/index.ts';
import { evaluate as gate, type Decision, type EnforcedBoundary, type GateFacts, type GateRequest } from '../../src/gate/index.ts';
import type { RuleProgram } from '../../src/program/types.ts';
import { CATEGORIES, CUES, INNOCENT_KINDS, type CategoryId, type Cue, type InnocentLine, type OtherLanguageLine, type ProhibitedLine } from './corpus.ts';

/** The language check that runs before the gate: a language it cannot read, or null. */
export type LanguageCheck = (prompt: string, settings: RuleProgram['matching']['language']) => { language: string; name: string } | null;

export interface EvaluationInput {
  platform: SourceFile;
  creator: SourceFile;
  /** The same creator with categories of her own (`smoking`): other-language lines whose category
   *  is not one of the eight are judged for her. */
  ownTermsCreator?: SourceFile;
  prohibited: ProhibitedLine[];
  innocent?: InnocentLine[];
  otherLanguages?: OtherLanguageLine[];
  languageCheck?: LanguageCheck;
}

/** `hit` of `total`; for prohibited lines `right` counts those refused under their own category. */
export interface Tally {
  total: number;
  hit: number;
  right: number;
}

/** What stopped a prompt before the model, if anything. */
export interface Verdict {
  stopped: boolean;
  by: 'gate' | 'language' | null;
  rule: string | null;
  category: string | null;
  evidence: string;
}

export interface Miss extends ProhibitedLine {
  verdict: Verdict;
}

export interface FalsePositive extends InnocentLine {
  verdict: Verdict;
}

export interface QualityFigures {
  prohibited: {
    overall: Tally;
    byCategory: Record<CategoryId, Tally>;
    byCue: Record<Cue, Tally>;
    byCategoryCue: Record<CategoryId, Record<Cue, Tally>>;
    /** Caught only because the language check flagged an English prompt. */
    byLanguageCheck: number;
  };
  /** byKind in INNOCENT_KINDS order, then any other kind in order of appearance. */
  innocent: { overall: Tally; byKind: Record<string, Tally> } | null;
  /** byCategory counts the lines expected to be refused, under the category they were written for. */
  otherLanguages: { refuse: Tally; allow: Tally; byLang: Record<string, { refuse: Tally; allow: Tally }>; byCategory: Record<string, Tally>; byLanguageCheck: number } | null;
  /** Prohibited lines that reached the model (for people to read, never to copy into term lists). */
  misses: Miss[];
  /** Innocent lines that were stopped, with the evidence. */
  falsePositives: FalsePositive[];
  /** Gate decisions that failed closed (an internal error): counted as stopped, listed here. */
  gateErrors: string[];
  /** Lines that could not be judged, and why. */
  notes: string[];
}

export class EvaluationCompileError extends Error {
  readonly code = 'evaluation-compile-failed';
}

/** A fully verified requester with credit, nothing used yet: as `expect` lines are judged. */
const FACTS: GateFacts = VERIFIED_REQUESTER;

const CAUGHT_RULES = new Set(['platform_prohibition', 'forbidden_depiction']);
const GATE_ERROR_CATEGORY = 'gate-error';

const tally = (): Tally => ({ total: 0, hit: 0, right: 0 });
const tallies = <K extends string>(keys: readonly K[]): Record<K, Tally> => Object.fromEntries(keys.map((k) => [k, tally()])) as Record<K, Tally>;

function count(t: Tally, hit: boolean, right = false): void {
  t.total++;
  if (hit) t.hit++;
  if (right) t.right++;
}

export function compileEvaluationBoundary(platform: SourceFile, creator: SourceFile): EnforcedBoundary {
  const compiled = compileBoundary({ platform, creator });
  if (!compiled.ok) {
    const errors = compiled.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`);
    throw new EvaluationCompileError(`the evaluation boundary does not compile:\n${errors.join('\n')}`);
  }
  return { version: 1, policyHash: compiled.policyHash, program: compiled.program };
}

/** Judge one prompt as the service would: the gate, then (when given) the language check. */
export function judge(boundary: EnforcedBoundary, prompt: string, languageCheck?: LanguageCheck): Verdict {
  const request: GateRequest = { prompt, context: 'portrait', realism: 'stylised', mode: 'image' };
  const decision: Decision = gate(boundary, request, FACTS);
  if (decision.decision === 'refuse' && decision.refusal !== undefined) {
    const { rule, category, evidence } = decision.refusal;
    return { stopped: true, by: 'gate', rule, category, evidence };
  }
  const language = languageCheck?.(prompt, boundary.program.matching.language) ?? null;
  if (language !== null) return { stopped: true, by: 'language', rule: 'unsupported_language', category: null, evidence: `${language.name} (${language.language})` };
  return { stopped: false, by: null, rule: null, category: null, evidence: decision.decision };
}

/** The boundary a line of this category is judged for: the evaluation creator for the eight
 *  categories, the creator with her own terms for a category she forbids, else none. */
function boundaryFor(category: string | undefined, plain: EnforcedBoundary, ownTerms: EnforcedBoundary | null): EnforcedBoundary | null {
  if (category === undefined || (CATEGORIES as readonly string[]).includes(category)) return plain;
  const forbids = ownTerms?.program.rules.some((step) => step.rule === 'forbidden_depiction' && step.categories.some((c) => c.id === category && c.source === 'creator'));
  return forbids === true ? ownTerms : null;
}

const isCatch = (v: Verdict): boolean => v.by === 'language' || (v.rule !== null && CAUGHT_RULES.has(v.rule) && v.category !== GATE_ERROR_CATEGORY);

export function evaluate(input: EvaluationInput): QualityFigures {
  const boundary = compileEvaluationBoundary(input.platform, input.creator);
  const ownTerms = input.ownTermsCreator === undefined ? null : compileEvaluationBoundary(input.platform, input.ownTermsCreator);
  const check = input.languageCheck;
  const gateErrors: string[] = [];
  const notes: string[] = [];
  const noteError = (prompt: string, v: Verdict): void => {
    if (v.category === GATE_ERROR_CATEGORY) gateErrors.push(prompt);
  };

  const prohibited: QualityFigures['prohibited'] = {
    overall: tally(),
    byCategory: tallies(CATEGORIES),
    byCue: tallies(CUES),
    byCategoryCue: Object.fromEntries(CATEGORIES.map((c) => [c, tallies(CUES)])) as Record<CategoryId, Record<Cue, Tally>>,
    byLanguageCheck: 0,
  };
  const misses: Miss[] = [];
  for (const line of input.prohibited) {
    const verdict = judge(boundary, line.prompt, check);
    noteError(line.prompt, verdict);
    const caught = isCatch(verdict);
    const right = caught && verdict.category === line.category;
    for (const t of [prohibited.overall, prohibited.byCategory[line.category], prohibited.byCue[line.cue], prohibited.byCategoryCue[line.category][line.cue]]) count(t, caught, right);
    if (verdict.by === 'language') prohibited.byLanguageCheck++;
    if (!caught) misses.push({ ...line, verdict });
  }

  let innocent: QualityFigures['innocent'] = null;
  const falsePositives: FalsePositive[] = [];
  if (input.innocent !== undefined) {
    innocent = { overall: tally(), byKind: tallies(INNOCENT_KINDS) };
    for (const line of input.innocent) innocent.byKind[line.kind] ??= tally();
    for (const line of input.innocent) {
      const verdict = judge(boundary, line.prompt, check);
      noteError(line.prompt, verdict);
      for (const t of [innocent.overall, innocent.byKind[line.kind] as Tally]) count(t, verdict.stopped);
      if (verdict.stopped) falsePositives.push({ ...line, verdict });
    }
  }

  let otherLanguages: QualityFigures['otherLanguages'] = null;
  if (input.otherLanguages !== undefined) {
    otherLanguages = { refuse: tally(), allow: tally(), byLang: {}, byCategory: {}, byLanguageCheck: 0 };
    const skipped = new Map<string, number>();
    for (const line of input.otherLanguages) {
      const judgedFor = boundaryFor(line.category, boundary, ownTerms);
      if (judgedFor === null) {
        skipped.set(line.category as string, (skipped.get(line.category as string) ?? 0) + 1);
        continue;
      }
      const verdict = judge(judgedFor, line.prompt, check);
      noteError(line.prompt, verdict);
      const right = line.category !== undefined && verdict.category === line.category;
      count(otherLanguages[line.expect], verdict.stopped, right);
      count((otherLanguages.byLang[line.lang] ??= { refuse: tally(), allow: tally() })[line.expect], verdict.stopped, right);
      if (line.expect === 'refuse' && line.category !== undefined) count((otherLanguages.byCategory[line.category] ??= tally()), verdict.stopped, right);
      if (verdict.by === 'language') otherLanguages.byLanguageCheck++;
    }
    for (const [category, n] of skipped) notes.push(`${n} other-language lines of category ${category} skipped: no evaluation creator forbids it`);
  }

  return { prohibited, innocent, otherLanguages, misses, falsePositives, gateErrors, notes };
}

/** A share in percent (0 when there is nothing to count). */
export const percent = (part: number, total: number): number => (total === 0 ? 0 : (100 * part) / total);
