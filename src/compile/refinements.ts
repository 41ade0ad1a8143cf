// Refinement statements (describe, near, except, age) gathered per category: near sides and
// except phrases normalised like terms, clauses in one canonical order, so the order of lines
// and of terms never changes the program. A clause keeps its two sides as written, because the
// evidence quotes them in that order ("zip ties" near "ransom"). A group (`any two of`) is one
// list of terms, sorted like any list.
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Location, ParsedFile, StatementKind, Str } from '../language/ast.ts';
import { AGE_BOUND, WITHIN } from '../language/refinement-limits.ts';
import type { NearClause, NearGroup, ProgramTerm } from '../program/types.ts';
import { compileError } from './diagnostic.ts';
import { allOf } from './statements.ts';
import { compileTerms } from './terms.ts';


export interface Refinement {
  description: string;
  near: NearClause[];
  nearGroups: NearGroup[];
  except: ProgramTerm[];
  ageUnder: number | null;
}

export interface CompiledRefinements {
  byCategory: Map<string, Refinement>;
  diagnostics: Diagnostic[];
}

export const NO_REFINEMENT: Readonly<Refinement> = Object.freeze({ description: '', near: [], nearGroups: [], except: [], ageUnder: null });

const sideKey = (terms: readonly ProgramTerm[]): string => JSON.stringify(terms.map((t) => [t.words, t.stem]));
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const clauseKey = (c: NearClause): string => `${sideKey(c.left)}|${sideKey(c.right)}|${c.within}`;

const groupKey = (g: NearGroup): string => `${sideKey(g.terms)}|${g.within}`;

/** In the order of their keys, each once. */
function sortedBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items
    .map((c) => ({ c, key: keyOf(c) }))
    .sort((x, y) => compareText(x.key, y.key))
    .filter(({ key }) => (seen.has(key) ? false : (seen.add(key), true)))
    .map(({ c }) => c);
}

const inRange = (n: number, { min, max }: { min: number; max: number }): boolean => Number.isSafeInteger(n) && n >= min && n <= max;

/** Refinements must name a category of the same file, and an age bound a prohibition. */
function unclaimed(file: ParsedFile, fileName: string, ages: boolean): Diagnostic[] {
  const declared = new Map<string, StatementKind>();
  for (const kind of ['prohibit', 'adult', 'forbid', 'exclude-brand'] as const) {
    for (const s of allOf(file, kind)) if (!declared.has(s.id.name)) declared.set(s.id.name, kind);
  }
  const out: Diagnostic[] = [];
  // An age line where none is allowed is already refused as such.
  for (const kind of ages ? (['describe', 'near', 'except', 'age'] as const) : (['describe', 'near', 'except'] as const)) {
    for (const s of allOf(file, kind)) {
      const target = declared.get(s.category.name);
      if (target === undefined) out.push(compileError('unknown-refined-category', `'${kind} ${s.category.name}' names no category of this file`, fileName, s.category.loc));
      else if (kind === 'age' && target !== 'prohibit') out.push(compileError('age-not-on-prohibition', `'age ${s.category.name}' must refine a prohibition`, fileName, s.category.loc));
    }
  }
  return out;
}

/** `ages`: whether this file may carry age bounds (the platform file only). */
export function compileRefinements(file: ParsedFile, fileName: string, ages: boolean): CompiledRefinements {
  const diagnostics: Diagnostic[] = [];
  const byCategory = new Map<string, Refinement>();
  const of = (id: string): Refinement => {
    const found = byCategory.get(id);
    if (found !== undefined) return found;
    const fresh: Refinement = { description: '', near: [], nearGroups: [], except: [], ageUnder: null };
    byCategory.set(id, fresh);
    return fresh;
  };
  const once = new Set<string>();
  const onlyOnce = (kind: 'describe' | 'age', s: { category: { name: string }; loc: Location }): boolean => {
    const key = `${kind} ${s.category.name}`;
    if (!once.has(key)) {
      once.add(key);
      return true;
    }
    diagnostics.push(compileError('duplicate-refinement', `'${s.category.name}' has more than one '${kind}' line`, fileName, s.loc));
    return false;
  };
  for (const s of allOf(file, 'describe')) if (onlyOnce('describe', s)) of(s.category.name).description = s.description.value;
  for (const s of allOf(file, 'near')) {
    const within = s.within?.value ?? WITHIN.default;
    const [left, right] = ('group' in s ? [s.group] : [s.left, s.right]).map((terms) => compileTerms(terms, fileName));
    diagnostics.push(...left!.diagnostics, ...(right?.diagnostics ?? []));
    if (!inRange(within, WITHIN)) diagnostics.push(compileError('within-out-of-range', `within ${within} is outside ${WITHIN.min}..${WITHIN.max} words`, fileName, s.loc));
    else if (right === undefined) {
      // A group (`any two of`): one list, any two different terms of it pair.
      if (left!.terms.length < 2) diagnostics.push(compileError('near-group-too-small', `'near ${s.category.name}: any two of' needs two different terms`, fileName, s.loc));
      else of(s.category.name).nearGroups.push({ terms: left!.terms, within });
    } else if (left!.terms.length === 0 || right.terms.length === 0) diagnostics.push(compileError('empty-near-side', `'near ${s.category.name}' needs terms on both sides`, fileName, s.loc));
    else of(s.category.name).near.push({ left: left!.terms, right: right.terms, within });
  }
  // Several except lines for one category are one list, sorted and de-duplicated together.
  const phrases = new Map<string, Str[]>();
  for (const s of allOf(file, 'except')) phrases.set(s.category.name, [...(phrases.get(s.category.name) ?? []), ...s.phrases]);
  for (const [id, written] of phrases) {
    const compiled = compileTerms(written, fileName);
    diagnostics.push(...compiled.diagnostics);
    of(id).except = compiled.terms;
  }
  for (const s of allOf(file, 'age')) {
    if (ages && !onlyOnce('age', s)) continue;
    if (!ages) diagnostics.push(compileError('statement-not-allowed', "'age' is only allowed in the platform file", fileName, s.loc));
    else if (!inRange(s.under.value, AGE_BOUND)) diagnostics.push(compileError('age-out-of-range', `age bound ${s.under.value} is outside ${AGE_BOUND.min}..${AGE_BOUND.max}`, fileName, s.under.loc));
    else of(s.category.name).ageUnder = s.under.value;
  }
  for (const r of byCategory.values()) {
    r.near = sortedBy(r.near, clauseKey);
    r.nearGroups = sortedBy(r.nearGroups, groupKey);
  }
  diagnostics.push(...unclaimed(file, fileName, ages));
  return { byCategory, diagnostics };
}
