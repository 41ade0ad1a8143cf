// Which statements a file may hold, in what order, and how many times.

import { diagnosticAt } from '../diagnostics/at.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Statement, StatementKind } from '../language/ast.ts';
import type { CheckInput } from './input.ts';

const CREATOR_ONLY: ReadonlySet<StatementKind> = new Set([
  'creator', 'allow-contexts', 'realism-ceiling', 'conversation', 'open-adult', 'forbid', 'exclude-brand',
  'session-cap', 'variety-nudge', 'expect',
]);
const PLATFORM_ONLY: ReadonlySet<StatementKind> = new Set(['prohibit', 'adult', 'require', 'age']);
/** Refinements of a category of the same file, in either kind of file. */
const EITHER: ReadonlySet<StatementKind> = new Set(['describe', 'near', 'except']);
const ONCE: ReadonlySet<StatementKind> = new Set([
  'creator', 'allow-contexts', 'realism-ceiling', 'conversation', 'open-adult', 'session-cap', 'variety-nudge',
]);

/** How a statement is written, for messages: 'allow contexts', 'require identity'. */
export function statementName(s: Statement): string {
  if (s.kind === 'require') return `require ${s.what.name}`;
  return s.kind.replace('-', ' ');
}

/** Statements that may appear once: by kind, and `require` once per requirement. */
function onceKey(s: Statement): string | null {
  if (ONCE.has(s.kind)) return s.kind;
  if (s.kind === 'require') return `require ${s.what.name} ${s.forTier?.name ?? ''}`;
  return null;
}

export function checkStructure(input: CheckInput): Diagnostic[] {
  const { fileName, statements, kind } = input;
  const out: Diagnostic[] = [];
  const own = kind === 'creator' ? CREATOR_ONLY : PLATFORM_ONLY;
  const allowed: ReadonlySet<StatementKind> = new Set([...own, ...EITHER]);
  const here = kind === 'creator' ? 'a creator boundary file' : 'the platform file';
  const there = kind === 'creator' ? 'the platform file (.policy)' : 'creator boundary files (.boundary)';
  for (const s of statements) {
    if (!allowed.has(s.kind)) {
      out.push(diagnosticAt(fileName, s.loc, {
        code: 'statement-not-allowed', severity: 'error',
        message: `'${statementName(s)}' is not allowed in ${here}`,
        suggestion: `'${statementName(s)}' belongs in ${there}`,
      }));
    }
  }
  const seen = new Map<string, Statement>();
  for (const s of statements) {
    const key = onceKey(s);
    if (key === null || !allowed.has(s.kind)) continue;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, s);
    else {
      out.push(diagnosticAt(fileName, s.loc, {
        code: 'duplicate-statement', severity: 'error',
        message: `'${statementName(s)}' appears more than once`,
        suggestion: `the first is on line ${first.loc.start.line}; keep one`,
      }));
    }
  }
  if (kind === 'creator') {
    const creator = statements.find((s) => s.kind === 'creator');
    if (creator === undefined) {
      out.push({
        code: 'missing-creator', severity: 'error', message: "a boundary file must start with 'creator SLUG \"Display name\"'",
        file: fileName, line: 1, column: 1, length: 1,
      });
    } else if (statements[0] !== creator) {
      out.push(diagnosticAt(fileName, creator.loc, {
        code: 'creator-not-first', severity: 'error',
        message: "'creator' must be the first statement of a boundary file",
        suggestion: 'move this line to the top (comments may stay above it)',
      }));
    }
  }
  return out;
}
