// The terms of policies/platform.policy, read with the real parser so the tests follow the file.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePolicy } from '../../../src/parse/index.ts';
import { termWords } from '../../../src/match/index.ts';
import type { MatchEntry } from '../../../src/match/index.ts';

export const PLATFORM_FILE = fileURLToPath(new URL('../../../policies/platform.policy', import.meta.url));

export interface PlatformTerm {
  category: string;
  rule: 'platform_prohibition' | 'forbidden_depiction';
  term: string;
}

export function readPlatformTerms(): PlatformTerm[] {
  const source = readFileSync(PLATFORM_FILE, 'utf8');
  const { file, diagnostics } = parsePolicy(source, 'platform.policy');
  if (diagnostics.length > 0) throw new Error(`platform.policy does not parse: ${diagnostics[0]!.message}`);
  const terms: PlatformTerm[] = [];
  for (const line of file.lines) {
    if (line.kind !== 'statement') continue;
    const s = line.statement;
    if (s.kind !== 'prohibit' && s.kind !== 'adult') continue;
    const rule = s.kind === 'prohibit' ? 'platform_prohibition' : 'forbidden_depiction';
    for (const t of s.terms) terms.push({ category: s.id.name, rule, term: t.value });
  }
  return terms;
}

export function toEntries(terms: PlatformTerm[]): MatchEntry[] {
  return terms.map(({ category, rule, term }) => {
    const read = termWords(term);
    if (read === null) throw new Error(`platform term "${term}" normalises to nothing`);
    return { rule, category, term, words: read.words, stem: read.stem };
  });
}
