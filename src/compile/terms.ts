// Terms of one category: normalised with MATCH's termWords (termWordsOf), de-duplicated by (words, stem,
// written with digits) and sorted, so that the order or repetition of terms in the file never changes
// the program. A term written with digits ("s3x") matches only where the prompt has digits too, so it
// never stands in for the plain term ("sex") its words read as: both are kept.
import type { Diagnostic } from '../diagnostics/types.ts';
import type { Str } from '../language/ast.ts';
import { termWordsOf, writtenWithDigits } from '../match/index.ts';
import type { ProgramTerm } from '../program/types.ts';
import { compileError } from './diagnostic.ts';

/** A term with its words joined once, so that sorting does not join them per comparison. */
interface Keyed {
  term: ProgramTerm;
  joined: string;
}

const compareTerms = ({ term: a, joined: aw }: Keyed, { term: b, joined: bw }: Keyed): number => {
  if (aw !== bw) return aw < bw ? -1 : 1;
  if (a.stem !== b.stem) return a.stem ? 1 : -1;
  return a.term < b.term ? -1 : a.term > b.term ? 1 : 0;
};


/** What makes two terms one for the compiler: their words, whether the last is a stem, and
 *  whether digits are part of the term. The checker counts different terms by the same key. */
export const termIdentity = (t: ProgramTerm): string => `${t.stem ? '*' : '='}${writtenWithDigits(t) ? '#' : ''}${t.words.join(' ')}`;

export interface CompiledTerms {
  terms: ProgramTerm[];
  diagnostics: Diagnostic[];
}

export function compileTerms(written: readonly Str[], fileName: string): CompiledTerms {
  const diagnostics: Diagnostic[] = [];
  const all: Keyed[] = [];
  for (const str of written) {
    const normalised = termWordsOf(str);
    if (normalised === null) {
      diagnostics.push(
        compileError('term-normalises-to-nothing', `term "${str.value}" has no letters or digits to match`, fileName, str.loc),
      );
      continue;
    }
    all.push({ term: { term: str.value, words: normalised.words, stem: normalised.stem }, joined: normalised.words.join(' ') });
  }
  all.sort(compareTerms);
  // After sorting, the first of each (words, stem, digits) group is kept: the same whatever the input order.
  const seen = new Set<string>();
  const terms: ProgramTerm[] = [];
  for (const { term } of all) {
    const key = termIdentity(term);
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return { terms, diagnostics };
}
