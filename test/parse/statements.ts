// Shared by the parse tests: a statement's syntax tree without locations, for comparing by content.
import { expect } from 'vitest';
import type { Statement } from '../../src/language/ast.ts';
import { parsePolicy } from '../../src/parse/index.ts';

/** Drops `loc` everywhere so shapes compare by content. */
export function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'loc').map(([k, v]) => [k, shape(v)]));
  }
  return value;
}

/** The one statement `text` parses to, with no diagnostics. */
export function statementOf(text: string, fileName = 'x.boundary'): Statement {
  const { file, diagnostics } = parsePolicy(text, fileName);
  expect(diagnostics).toEqual([]);
  const line = file.lines[0];
  if (line?.kind !== 'statement') throw new Error(`not a statement: ${JSON.stringify(line)}`);
  return line.statement;
}
