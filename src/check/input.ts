// What every check pass receives: the parsed file, where it came from, and what the platform file defines.

import type { ParsedFile, Statement, Str } from '../language/ast.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import type { FileKind } from '../parse/file-kind.ts';

/** One prohibition or adult category of the platform file. */
export interface PlatformCategory {
  id: string;
  kind: 'prohibit' | 'adult';
  terms: Str[];
}

export interface PlatformFacts {
  categories: PlatformCategory[];
  prohibitIds: string[];
  adultIds: string[];
}

export interface CheckInput {
  kind: FileKind;
  fileName: string;
  source: string;
  file: ParsedFile;
  /** The file's statements in order (invalid lines are already syntax errors and are skipped). */
  statements: Statement[];
  /** The platform's definitions: the file itself when checking the platform file. */
  platform: PlatformFacts;
}

/** A check pass: reads the input, reports every problem it owns, never throws. */
export type CheckPass = (input: CheckInput) => Diagnostic[];

export function statementsOf(file: ParsedFile): Statement[] {
  return file.lines.flatMap((line) => (line.kind === 'statement' ? [line.statement] : []));
}

// A parsed platform file is read by every creator's check: its facts are made once per file
// (they are read only), keyed by the parsed file, so they live as long as it does.
const factsOf = new WeakMap<ParsedFile, PlatformFacts>();

export function platformFacts(platform: ParsedFile): PlatformFacts {
  let facts = factsOf.get(platform);
  if (facts === undefined) factsOf.set(platform, (facts = readPlatformFacts(platform)));
  return facts;
}

function readPlatformFacts(platform: ParsedFile): PlatformFacts {
  const categories: PlatformCategory[] = [];
  for (const s of statementsOf(platform)) {
    if (s.kind === 'prohibit' || s.kind === 'adult') categories.push({ id: s.id.name, kind: s.kind, terms: s.terms });
  }
  return {
    categories,
    prohibitIds: categories.filter((c) => c.kind === 'prohibit').map((c) => c.id),
    adultIds: categories.filter((c) => c.kind === 'adult').map((c) => c.id),
  };
}
