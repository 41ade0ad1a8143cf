// Terms of one category: normalised with MATCH's termWords, de-duplicated by (words, stem)
// and sorted, so that the order or repetition of terms in the file never changes the program.
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Str } from '../language/ast.ts';
import { termWords } from '../match/index.ts';
import type { ProgramTerm } from '../program/types.ts';
import { compileError } from './diagnostic.ts';

const compareTerms = (a: ProgramTerm, b: ProgramTerm): number => {
  const aw = a.words.join(' ');
  const bw = b.words.join(' ');
  if (aw !== bw) return aw < bw ? -1 : 1;
  if (a.stem !== b.stem) return a.stem ? 1 : -1;
  return a.term < b.term ? -1 : a.term > b.term ? 1 : 0;
};

const termKey = (t: ProgramTerm): string => `${t.stem ? '*' : '='}${t.words.join(' ')}`;

export interface CompiledTerms {
  terms: ProgramTerm[];
  diagnostics: Diagnostic[];
}

export function compileTerms(written: readonly Str[], fileName: string): CompiledTerms {
  const diagnostics: Diagnostic[] = [];
  const all: ProgramTerm[] = [];
  for (const str of written) {
    const normalised = termWords(str.value);
    if (normalised === null) {
      diagnostics.push(
        compileError('term-normalises-to-nothing', `term "${str.value}" has no letters or digits to match`, fileName, str.loc),
      );
      continue;
    }
    all.push({ term: str.value, words: normalised.words, stem: normalised.stem });
  }
  all.sort(compareTerms);
  // After sorting, the first of each (words, stem) group is kept: the same whatever the input order.
  const seen = new Set<string>();
  const terms = all.filter((t) => {
    const key = termKey(t);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { terms, diagnostics };
}
