// Term statements (prohibit, adult, forbid, exclude brand) become TermCategories.
import type { Diagnostic } from '../diagnostics/types.ts';
import type { AdultStmt, ExcludeBrandStmt, ForbidStmt, ProhibitStmt } from '../language/ast.ts';
import type { TermCategory, TermSource } from '../program/types.ts';
import { compileError } from './diagnostic.ts';
import { compileTerms } from './terms.ts';

type TermStatement = ProhibitStmt | AdultStmt | ForbidStmt | ExcludeBrandStmt;

export interface CompiledCategories {
  categories: TermCategory[];
  diagnostics: Diagnostic[];
}

/** In statement order; callers sort where the order is not meaningful. */
export function compileCategories(stmts: readonly TermStatement[], source: TermSource, fileName: string): CompiledCategories {
  const diagnostics: Diagnostic[] = [];
  const categories: TermCategory[] = [];
  for (const stmt of stmts) {
    const compiled = compileTerms(stmt.terms, fileName);
    diagnostics.push(...compiled.diagnostics);
    if (compiled.terms.length === 0) {
      // A category that can match nothing would silently forbid nothing.
      diagnostics.push(compileError('empty-term-list', `category '${stmt.id.name}' has no terms to match`, fileName, stmt.id.loc));
      continue;
    }
    categories.push({ id: stmt.id.name, label: stmt.label.value, source, description: '', terms: compiled.terms, near: [], except: [], ageUnder: null });
  }
  return { categories, diagnostics };
}

export const byId = (a: TermCategory, b: TermCategory): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
