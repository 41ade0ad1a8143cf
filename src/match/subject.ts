// The prompt's subject as a pronoun. Prompts name the person depicted as "the creator" ("three
// men holding the creator down"), while terms say it with a pronoun ("holding her down", "tied
// him up"). So the two words "the creator" are also read as each object pronoun a term may use,
// as one word covering both tokens. The possessive ("the creator's drink") is the possessive
// slot's (possessives.ts); names are not known to the matcher and stay as written.

import { tokenIs, type TokenStream } from './token-stream.ts';

/** The words "the creator" also reads as. */
export const SUBJECT_PRONOUNS: readonly string[] = ['her', 'him', 'them'];

/**
 * Marks each token that begins "the creator" with 1 in `out` (the rest 0) and returns whether
 * any does. The creator's possessive is left to the possessive slot: "the creator's" is not marked.
 */
export function subjectStarts(s: TokenStream, out: Uint8Array): boolean {
  out.fill(0, 0, s.count);
  let any = false;
  for (let i = 0; i + 1 < s.count; i++) {
    if (!tokenIs(s, i, 'the') || !tokenIs(s, i + 1, 'creator')) continue;
    if (i + 2 < s.count && s.possessive[i + 2] !== 0) continue;
    out[i] = 1;
    any = true;
  }
  return any;
}
