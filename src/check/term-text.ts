// Terms that normalise to nothing (they could never match), terms written with look-alike
// characters or mixed scripts (they match, but the author should write the plain spelling), and
// terms an apostrophe or dot splits into words that together make another English word ("sa'd":
// "sad"), which the matcher does not read as that word.

import { diagnosticAt } from '../diagnostics/at.ts';
import type { Diagnostic } from '../diagnostics/types.ts';
import { foldsIntoAWord, inspectTerm, termWordsOf } from '../match/index.ts';
import type { CheckInput } from './input.ts';
import { hasBadWildcard, termsOf } from './term-lists.ts';

const codePoint = (c: string): string => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

export function checkTermText(input: CheckInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const s of input.statements) {
    for (const term of termsOf(s)) {
      if (hasBadWildcard(term)) continue;
      const read = termWordsOf(term);
      if (read === null) {
        out.push(diagnosticAt(input.fileName, term.loc, {
          code: 'term-normalises-to-nothing', severity: 'error',
          message: `term "${term.value}" has no letters or digits left after normalisation, so it can never match`,
          suggestion: 'write the word itself; matching already ignores case, accents, punctuation and spacing',
        }));
        continue;
      }
      const word = foldsIntoAWord(term.value, read.words);
      if (word !== null) {
        out.push(diagnosticAt(input.fileName, term.loc, {
          code: 'term-folds-into-word', severity: 'warning',
          message: `term "${term.value}" reads as the words "${read.words.join(' ')}", which written together make the English word "${word}"; it matches "${read.words.join(' ')}", not "${word}"`,
          suggestion: `write the word you mean: "${word}" if you mean it, or the words apart ("${read.words.join(' ')}")`,
        }));
      }
      const { mixedScript, confusables } = inspectTerm(term.value);
      if (!mixedScript && confusables.length === 0) continue;
      const why = confusables.length > 0
        ? `look-alike characters ${confusables.map((c) => `'${c}' (${codePoint(c)})`).join(', ')}`
        : 'letters from more than one script';
      out.push(diagnosticAt(input.fileName, term.loc, {
        code: 'confusable-term', severity: 'warning',
        message: `term "${term.value}" contains ${why}`,
        suggestion: 'matching folds look-alikes anyway; write the term in plain letters so reviewers read what matches',
      }));
    }
  }
  return out;
}
