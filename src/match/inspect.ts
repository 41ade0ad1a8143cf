// inspectTerm(): what the checker warns about in a policy term. A term that mixes scripts or
// uses look-alike characters was probably pasted from an obfuscated prompt; it still works
// (normalisation folds it) but the author should write the plain spelling.

import { removeInvisible } from './fold.ts';
import { isHomoglyph } from './homoglyphs.ts';

const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  // Japanese writing mixes these three legitimately; Korean mixes Hangul and Han.
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u],
];

const scriptOf = (c: string): string | null => {
  for (const [name, pattern] of SCRIPTS) if (pattern.test(c)) return name;
  return /\p{L}/u.test(c) ? 'Other' : null;
};

/** A character a reader would mistake for another: a folded look-alike, a compatibility form
 *  NFKC rewrites (fullwidth, mathematical letters), or an invisible character. */
const isConfusable = (c: string): boolean =>
  isHomoglyph(c) || c.normalize('NFKC') !== c || removeInvisible(c) === '';

export function inspectTerm(term: string): { mixedScript: boolean; confusables: string[] } {
  const scripts = new Set<string>();
  const confusables: string[] = [];
  for (const c of term) {
    const script = scriptOf(c);
    if (script !== null) scripts.add(script);
    if (c.charCodeAt(0) >= 128 && isConfusable(c) && !confusables.includes(c)) confusables.push(c);
  }
  return { mixedScript: scripts.size > 1, confusables };
}
