// Term statements (prohibit, adult, forbid, exclude brand) become TermCategories, each with the
// refinements (describe, near, except, age) its file wrote for it.
import type { Diagnostic } from '../diagnostics/types.ts';
import type { AdultStmt, ExcludeBrandStmt, ForbidStmt, ProhibitStmt } from '../language/ast.ts';
import type { TermCategory, TermSource } from '../program/types.ts';
import { compileError } from './diagnostic.ts';
import { NO_REFINEMENT, type Refinement } from './refinements.ts';
import { compileTerms } from './terms.ts';

type TermStatement = ProhibitStmt | AdultStmt | ForbidStmt | ExcludeBrandStmt;

export interface CompiledCategories {
  categories: TermCategory[];
  diagnostics: Diagnostic[];
}

/** In statement order; callers sort where the order is not meaningful. */
export function compileCategories(
  stmts: readonly TermStatement[],
  source: TermSource,
  fileName: string,
  refinements: ReadonlyMap<string, Readonly<Refinement>> = new Map(),
): CompiledCategories {
  const diagnostics: Diagnostic[] = [];
  const categories: TermCategory[] = [];
  for (const stmt of stmts) {
    const compiled = compileTerms(stmt.terms, fileName);
    diagnostics.push(...compiled.diagnostics);
    const r = refinements.get(stmt.id.name) ?? NO_REFINEMENT;
    if (compiled.terms.length === 0 && r.near.length === 0 && r.nearGroups.length === 0 && r.ageUnder === null) {
      // A category that can match nothing would silently forbid nothing.
      diagnostics.push(compileError('empty-term-list', `category '${stmt.id.name}' has no terms, near clause or age bound to match`, fileName, stmt.id.loc));
      continue;
    }
    categories.push({
      id: stmt.id.name, label: stmt.label.value, source, description: r.description,
      terms: compiled.terms, near: [...r.near],
      // Only when written: a program without groups keeps the bytes (and hash) it always had.
      ...(r.nearGroups.length > 0 ? { nearGroups: [...r.nearGroups] } : {}),
      except: [...r.except], ageUnder: r.ageUnder,
    });
  }
  return { categories, diagnostics };
}

export const byId = (a: TermCategory, b: TermCategory): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
