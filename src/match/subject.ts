// The prompt's subject as a pronoun. Prompts name the person depicted as "the creator" ("three
// men holding the creator down"), while terms say it with a pronoun ("holding her down", "tied
// him up"). So the two words "the creator" are also read as each object pronoun a term may use,
// as one word covering both tokens. The possessive ("the creator's drink") is the possessive
// slot's (possessives.ts); names are not known to the matcher and stay as written.

import type { TokenStream } from './token-stream.ts';

/** The words "the creator" also reads as. */
export const SUBJECT_PRONOUNS: readonly string[] = ['her', 'him', 'them'];

const THE = 'the';
const CREATOR = 'creator';

/** Whether token i spells `word`, compared in place. */
function spellsAt(s: TokenStream, i: number, word: string): boolean {
  const source = s.source[i]!;
  const from = s.from[i]!;
  if (s.to[i]! - from !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (source.charCodeAt(from + k) !== word.charCodeAt(k)) return false;
  return true;
}

/**
 * Marks each token that begins "the creator" with 1 in `out` (the rest 0) and returns whether
 * any does. The creator's possessive is left to the possessive slot: "the creator's" is not marked.
 */
export function subjectStarts(s: TokenStream, out: Uint8Array): boolean {
  out.fill(0, 0, s.count);
  let any = false;
  for (let i = 0; i + 1 < s.count; i++) {
    if (!spellsAt(s, i, THE) || !spellsAt(s, i + 1, CREATOR)) continue;
    if (i + 2 < s.count && s.possessive[i + 2] !== 0) continue;
    out[i] = 1;
    any = true;
  }
  return any;
}
