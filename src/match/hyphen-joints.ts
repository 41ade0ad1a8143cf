// A hyphen that makes a verb and its particle one word: "drive-by", "strap-on", "break-in". The
// same words spaced are an ordinary phrase ("cars drive by", "strap on a helmet"), so a term
// written with such a hyphen matches its hyphenated and joined forms ("drive-by", "driveby")
// but not the spaced words. Every other hyphen is optional: "12-year-old" is "12 year old",
// "hog-tied" is "hog tied". Verb and particle are told by WordNet and wink-lexicon (lemmas.ts).

import { isVerbAndParticle } from './lemmas.ts';
import { normalisedWords } from './normalise.ts';

/** One hyphen between two runs of anything but spaces and hyphens. */
const HYPHENATED = /^[^\s-]+-[^\s-]+$/;

/** The indices of the term's words that begin a verb-particle pair written with a hyphen
 *  (each pair is words[i], words[i + 1]); empty when none, or when the term's chunks do not
 *  read as its words one for one. */
export function verbParticleJoints(term: string, words: readonly string[]): number[] {
  if (!term.includes('-')) return [];
  const joints: number[] = [];
  let at = 0;
  for (const chunk of term.trim().split(/\s+/)) {
    const read = normalisedWords(chunk);
    for (let k = 0; k < read.length; k++) if (words[at + k] !== read[k]) return [];
    if (read.length === 2 && HYPHENATED.test(chunk) && isVerbAndParticle(read[0]!, read[1]!)) joints.push(at);
    at += read.length;
  }
  return at === words.length ? joints : [];
}

/** The words with each pair that begins at one of `joints` written as one word. */
export function joinedAt(words: readonly string[], joints: readonly number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (joints.includes(i) && i + 1 < words.length) out.push(words[i]! + words[++i]!);
    else out.push(words[i]!);
  }
  return out;
}
