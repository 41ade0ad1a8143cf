// Numbers as a prompt writes them, read from normalised words: "9", "nine", "twenty one"
// ("twenty-one" normalises to two words), and ordinals "5th" (normalised "5 th"), "fifth".
// The number words are the closed class of English numerals, not a lexicon.

export interface NumberRead {
  value: number;
  /** The last word of the number. */
  last: number;
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_WORDS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth'];
const ORDINAL_SUFFIX = new Set(['st', 'nd', 'rd', 'th']);

const unitValue = new Map(UNITS.map((w, i) => [w, i]));
const tensValue = new Map(TENS.flatMap((w, i) => (w === '' ? [] : [[w, i * 10] as const])));
// "fourty" is common enough in prompts to read as forty.
tensValue.set('fourty', 40);
const ordinalValue = new Map(ORDINAL_WORDS.map((w, i) => [w, i]));

/** Every number word this file reads, for a cheap look before the words are built. */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([...UNITS, ...TENS.filter((w) => w !== ''), 'fourty', ...ORDINAL_WORDS]);

/** Ages are at most three digits; a longer run of digits (a year, a price) is no age. */
const DIGITS = /^[0-9]{1,3}$/;

/** The cardinal number starting at word `at`, or null. */
export function numberAt(words: readonly string[], at: number): NumberRead | null {
  const w = words[at];
  if (w === undefined) return null;
  if (DIGITS.test(w)) return { value: Number(w), last: at };
  const unit = unitValue.get(w);
  if (unit !== undefined) return { value: unit, last: at };
  const tens = tensValue.get(w);
  if (tens === undefined) return null;
  const next = unitValue.get(words[at + 1] ?? '');
  return next !== undefined && next > 0 && next < 10 ? { value: tens + next, last: at + 1 } : { value: tens, last: at };
}

/** The ordinal starting at word `at` ("5 th", "fifth"), or null. */
export function ordinalAt(words: readonly string[], at: number): NumberRead | null {
  const w = words[at];
  if (w === undefined) return null;
  if (DIGITS.test(w) && ORDINAL_SUFFIX.has(words[at + 1] ?? '')) return { value: Number(w), last: at + 1 };
  const value = ordinalValue.get(w);
  return value === undefined ? null : { value, last: at };
}

/** US grades: a first grader is about 6, a twelfth grader 17; kindergarten is the lexicon's. */
export const ageFromGrade = (grade: number): number | null => (grade >= 1 && grade <= 12 ? grade + 5 : null);

/** UK school years: a Year 1 pupil is about 5, Year 13 about 17. */
export const ageFromSchoolYear = (year: number): number | null => (year >= 1 && year <= 13 ? year + 4 : null);
