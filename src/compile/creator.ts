// The creator file's part of a program: who, contexts, ceiling, conversation, opened adult
// categories, own forbids and brands, cap and nudge. Missing settings take the most
// restrictive value (no contexts, ceiling stylised, conversation not licensed).
import type { Diagnostic } from '../diagnostics/types.ts';
import type { ParsedFile } from '../language/ast.ts';
import type { SessionCap, TermCategory, VarietyNudge } from '../program/types.ts';
import { CONTEXTS, isRealism, type Context, type Realism } from '../vocabulary.ts';
import { byId, compileCategories } from './categories.ts';
import { compileError } from './diagnostic.ts';
import { compileSessionCap, compileVarietyNudge } from './limits.ts';
import { compileRefinements } from './refinements.ts';
import { allOf, firstOf } from './statements.ts';

export interface CreatorRules {
  slug: string;
  displayName: string;
  contexts: Context[];
  ceiling: Realism;
  conversationLicensed: boolean;
  /** As written, de-duplicated and sorted; validated against the platform by the assembler. */
  openedAdult: string[];
  forbids: TermCategory[];
  brands: TermCategory[];
  cap: SessionCap | null;
  nudge: VarietyNudge | null;
}

export type CreatorCompilation = { ok: true; creator: CreatorRules } | { ok: false; diagnostics: Diagnostic[] };

export const MOST_RESTRICTIVE_CEILING: Realism = 'stylised';

export function compileCreator(file: ParsedFile, fileName: string): CreatorCompilation {
  const diagnostics: Diagnostic[] = [];
  const header = firstOf(file, 'creator');
  if (header === undefined) {
    const at = { offset: 0, line: 1, column: 1 };
    diagnostics.push(compileError('missing-creator', 'a boundary file must start with `creator SLUG "Name"`', fileName, { start: at, end: at }));
  }

  const written = new Set((firstOf(file, 'allow-contexts')?.contexts ?? []).map((c) => c.name));
  const contexts = CONTEXTS.filter((c) => written.has(c));
  for (const c of firstOf(file, 'allow-contexts')?.contexts ?? []) {
    if (!(CONTEXTS as readonly string[]).includes(c.name)) diagnostics.push(compileError('unknown-context', `unknown context '${c.name}'`, fileName, c.loc));
  }

  const tier = firstOf(file, 'realism-ceiling')?.tier;
  if (tier !== undefined && !isRealism(tier.name)) diagnostics.push(compileError('unknown-realism', `unknown realism tier '${tier.name}'`, fileName, tier.loc));
  const ceiling = tier !== undefined && isRealism(tier.name) ? tier.name : MOST_RESTRICTIVE_CEILING;

  const openedAdult = [...new Set((firstOf(file, 'open-adult')?.categories ?? []).map((c) => c.name))].sort();

  const refinements = compileRefinements(file, fileName, false);
  const forbids = compileCategories(allOf(file, 'forbid'), 'creator', fileName, refinements.byCategory);
  const brands = compileCategories(allOf(file, 'exclude-brand'), 'brand', fileName, refinements.byCategory);
  diagnostics.push(...refinements.diagnostics, ...forbids.diagnostics, ...brands.diagnostics);

  const capStmt = firstOf(file, 'session-cap');
  const cap = capStmt === undefined ? null : compileSessionCap(capStmt);
  if (capStmt !== undefined && cap === null) diagnostics.push(compileError('bad-session-cap', 'session cap needs a positive limit, a window such as 24h and advisory or block', fileName, capStmt.loc));
  const nudgeStmt = firstOf(file, 'variety-nudge');
  const nudge = nudgeStmt === undefined ? null : compileVarietyNudge(nudgeStmt);
  if (nudgeStmt !== undefined && nudge === null) diagnostics.push(compileError('bad-variety-nudge', 'variety nudge needs a positive repeat count and a window such as 24h', fileName, nudgeStmt.loc));

  if (diagnostics.length > 0 || header === undefined) return { ok: false, diagnostics };
  return {
    ok: true,
    creator: {
      slug: header.slug.name,
      displayName: header.displayName.value,
      contexts,
      ceiling,
      conversationLicensed: firstOf(file, 'conversation')?.licensed ?? false,
      openedAdult,
      forbids: [...forbids.categories].sort(byId),
      brands: [...brands.categories].sort(byId),
      cap,
      nudge,
    },
  };
}
