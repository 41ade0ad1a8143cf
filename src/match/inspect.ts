// inspectTerm(): what the checker warns about in a policy term. A term that mixes scripts or
// uses look-alike characters was probably pasted from an obfuscated prompt; it still works
// (normalisation folds it) but the author should write the plain spelling.

import { removeInvisible } from './fold.ts';
import { isHomoglyph } from './homoglyphs.ts';

// Script_Extensions, so that marks shared by several scripts (the katakana long vowel sign)
// count for each of them; characters common to all scripts count for none.
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Latin', /\p{scx=Latin}/u],
  ['Cyrillic', /\p{scx=Cyrillic}/u],
  ['Greek', /\p{scx=Greek}/u],
  ['Armenian', /\p{scx=Armenian}/u],
  ['Hebrew', /\p{scx=Hebrew}/u],
  ['Arabic', /\p{scx=Arabic}/u],
  ['Devanagari', /\p{scx=Devanagari}/u],
  ['Thai', /\p{scx=Thai}/u],
  ['Cherokee', /\p{scx=Cherokee}/u],
  // Japanese writing mixes these three legitimately; Korean mixes Hangul and Han.
  ['CJK', /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u],
];

const COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u;

const scriptOf = (c: string): string | null => {
  if (!/\p{L}/u.test(c)) return null;
  for (const [name, pattern] of SCRIPTS) if (pattern.test(c)) return name;
  return COMMON.test(c) ? null : 'Other';
};

/** A character a reader would mistake for another: a folded look-alike, a compatibility form
 *  NFKC rewrites (fullwidth, mathematical letters), or an invisible character. */
const isConfusable = (c: string): boolean =>
  isHomoglyph(c) || c.normalize('NFKC') !== c || removeInvisible(c) === '';

const NON_ASCII = /[^\x00-\x7f]/;

export function inspectTerm(term: string): { mixedScript: boolean; confusables: string[] } {
  // Plain ASCII has one script (Latin) and no look-alikes: most terms, not worth a regex per letter.
  if (!NON_ASCII.test(term)) return { mixedScript: false, confusables: [] };
  const scripts = new Set<string>();
  const confusables: string[] = [];
  for (const c of term) {
    const script = scriptOf(c);
    if (script !== null) scripts.add(script);
    if (c.charCodeAt(0) >= 128 && isConfusable(c) && !confusables.includes(c)) confusables.push(c);
  }
  return { mixedScript: scripts.size > 1, confusables };
}
