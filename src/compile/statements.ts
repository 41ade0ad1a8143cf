// Read helpers over a parsed file: the compiler only looks at statements, never at comments,
// blank lines or layout, which is why those can never change a program.
import type { ParsedFile, Statement, StatementKind } from '../language/ast.ts';

export type StatementOf<K extends StatementKind> = Extract<Statement, { kind: K }>;

export function statementsOf(file: ParsedFile): Statement[] {
  const out: Statement[] = [];
  for (const line of file.lines) if (line.kind === 'statement') out.push(line.statement);
  return out;
}

/** Every statement of one kind, in file order. */
export function allOf<K extends StatementKind>(file: ParsedFile, kind: K): StatementOf<K>[] {
  return statementsOf(file).filter((s): s is StatementOf<K> => s.kind === kind);
}

/** The first statement of a kind; the checker reports any duplicates as errors. */
export function firstOf<K extends StatementKind>(file: ParsedFile, kind: K): StatementOf<K> | undefined {
  return allOf(file, kind)[0];
}
