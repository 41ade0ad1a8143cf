// Reading one raw token (a run of letters, digits and leet symbols) as one or two words.
//
// Leetspeak is folded only inside tokens that mix letters with digits or symbols, so plain
// numbers survive: "12" stays "12". Numbers that carry a unit or an age suffix are split, not
// folded, so "12yo" reads as "12 yo", "7th" as "7 th", "4k" as "4 k", "1girl" as "1 girl";
// a lone leading digit before anything else is leetspeak ("5ex", "4nal", "3xplicit").
// Trailing digits are a number when there are two or more, not starting with 0, not all the same
// digit, after at least two letters ("teen18", "model2024"); "sku11", "a55", "n07" are leetspeak. A split token keeps its leetspeak
// reading as an alternative ("nud35" reads "nud 35" but also "nudes"; "5in" also "sin").
//
// 1 (and ! and |) reads as i here; because it also stands for "l", a token read from one of them
// is marked as a look-alike, and the matcher reads each i of such a word as i or l (trie-walk.ts),
// which catches both "k1ds" and "sku11". A word written in plain letters is read as written:
// "Kian" is not "klan".

/** What each digit or symbol stands for inside a mixed token. */
export const LEET: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'i', '2': 'z', '3': 'e', '4': 'a', '5': 's', '6': 'g', '7': 't', '8': 'b', '9': 'g',
  '@': 'a', '$': 's', '€': 'e', '!': 'i', '|': 'i',
};

/** Symbols that belong to a token when they touch a letter or digit ("$ex", "n@ked"). */
export const EDGE_SYMBOLS = new Set(['@', '$', '€']);
/** Symbols that belong to a token only between two word characters ("k!ds"), since "nude!" ends a sentence. */
export const INNER_SYMBOLS = new Set(['!', '|']);

/** Suffixes after a number that make it a quantity, an ordinal, an age or an image tag. */
export const NUMBER_SUFFIXES: ReadonlySet<string> = new Set([
  'st', 'nd', 'rd', 'th', 'y', 'yo', 'yr', 'yrs', 'yrold', 'yrsold', 'yearold', 'yearsold', 'yearolds',
  's', 'k', 'p', 'd', 'x', 'm', 'mm', 'cm', 'km', 'ft', 'in', 'am', 'pm', 'kg', 'lb', 'lbs',
  'h', 'hr', 'hrs', 'min', 'mins', 'sec', 'fps', 'hz', 'mp', 'gb', 'tb', 'px', 'dpi', 'ish',
  'girl', 'girls', 'boy', 'boys', 'man', 'men', 'woman', 'women', 'person', 'people', 'other', 'others',
]);

const LETTER = /\p{L}/u;
const PLAIN_WORD = /^(?:[a-z]+|\p{L}+)$/u;
/** "7yearolds", "7yrsold", "7grader": a single digit before these is an age or a grade. */
const AGE_WORD = /^(year|yr|grade)/;
// The word part may itself be in leetspeak ("12y0", "und3r18").
const LEADING_NUMBER = /^(\d+)(\p{L}.*)$/u;
const DIGIT = /^\d$/;

/**
 * "teen18" → ["teen", "18"]: the run of digits at the end, right after a letter, with at least two
 * letters before it. One scan from the end, so a long run of digits costs linear time (a regular
 * expression with two `.*` before the digits backtracked quadratically on "aaa…111…@").
 */
function trailingNumber(raw: string): [string, string] | null {
  let start = raw.length;
  while (start > 0 && DIGIT.test(raw[start - 1]!)) start--;
  const digits = raw.slice(start);
  if (digits.length < 2 || digits[0] === '0' || start === 0) return null;
  const head = raw.slice(0, start);
  // The last code point of the head (the last two code units may be one astral letter).
  if (!LETTER.test([...head.slice(-2)].at(-1)!)) return null;
  let letters = 0;
  for (const c of head) if (LETTER.test(c) && ++letters >= 2) return [head, digits];
  return null;
}

const foldLeet = (raw: string): string => {
  let out = '';
  for (const c of raw) out += LEET[c] ?? c;
  return out;
};

export interface TokenReading {
  words: string[];
  /** When the token was split as a number: its whole-token leetspeak reading, else null. */
  leet: string | null;
}

/** The word(s) one raw token reads as. `words` is empty for a token with nothing left. */
export function readToken(raw: string): TokenReading {
  if (PLAIN_WORD.test(raw)) return { words: [raw], leet: null };
  let hasLetter = false;
  let hasOther = false;
  for (const c of raw) {
    if (LETTER.test(c)) hasLetter = true;
    else hasOther = true;
    if (hasLetter && hasOther) break;
  }
  if (!hasOther) return { words: [raw], leet: null };
  if (!hasLetter) {
    // Digits with stray symbols ("$5", "18+"): the symbols are punctuation here.
    return { words: raw.split(/[^\d\p{N}]+/u).filter((w) => w.length > 0), leet: null };
  }
  const lead = LEADING_NUMBER.exec(raw);
  if (lead) {
    const word = foldLeet(lead[2]!);
    if (lead[1]!.length >= 2 || NUMBER_SUFFIXES.has(word) || AGE_WORD.test(word)) return { words: [lead[1]!, word], leet: foldLeet(raw) };
  }
  const trail = trailingNumber(raw);
  if (trail && new Set(trail[1]).size > 1) return { words: [foldLeet(trail[0]), trail[1]], leet: foldLeet(raw) };
  return { words: [foldLeet(raw)], leet: null };
}
