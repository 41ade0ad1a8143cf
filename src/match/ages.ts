// Stated ages in a normalised text: "9-year-old", "aged nine", "age: 15", "9yo", "15 years of
// age", "in 5th grade", "a fifth grader", "year 8 pupil". Read from the words normalise() made
// (punctuation gone, digits split from letters: "9yo" is "9 yo"), so obfuscations fold first.
// Words that are minors terms by themselves ("kindergartner", "toddler") are the lexicon's job.
// Pure: no clock, no I/O.

import { ageFromGrade, ageFromSchoolYear, NUMBER_WORDS, numberAt, ordinalAt, type NumberRead } from './numbers.ts';
import { describesAThing } from './aged-things.ts';

export interface StatedAge {
  /** The age in whole years (a baby "9 months old" is 0). */
  age: number;
  /** The words that state it, as normalised: "9 year old". */
  written: string;
  firstToken: number;
  lastToken: number;
}

/** Units written as one word after the number ("12yrsold" normalises to "12 yrsold"). */
const JOINED_UNITS = new Set(['yo', 'yrold', 'yrsold', 'yearold', 'yearsold', 'yearolds']);
const YEAR = new Set(['year', 'years', 'yr', 'yrs', 'y']);
const BELOW_A_YEAR = new Set(['month', 'months', 'mo', 'mos', 'week', 'weeks', 'wk', 'wks', 'day', 'days']);
const AGE_WORD = new Set(['age', 'aged', 'ages', 'agd']);
const TURN = new Set(['turned', 'turning', 'turns']);
const GRADE = new Set(['grade', 'grader', 'graders']);
const SCHOOL_NOUN = new Set(['pupil', 'pupils', 'student', 'students', 'class', 'schoolgirl', 'schoolgirls', 'schoolboy', 'schoolboys', 'girl', 'girls', 'boy', 'boys', 'kid', 'kids', 'child', 'children']);

/** The end (last token) of a unit that makes the number before it an age: "year old", "yo",
 *  "y o", "years of age", "years young"; -1 when none. `belowAYear` for months, weeks, days. */
function ageUnitEnd(words: readonly string[], at: number): { last: number; belowAYear: boolean } | null {
  const w = words[at];
  if (w === undefined) return null;
  if (JOINED_UNITS.has(w)) return { last: at, belowAYear: false };
  const belowAYear = BELOW_A_YEAR.has(w);
  if (!YEAR.has(w) && !belowAYear) return null;
  const next = words[at + 1];
  if (next === 'old' || next === 'young' || (next === 'o' && w === 'y')) return { last: at + 1, belowAYear };
  if (next === 'of' && words[at + 2] === 'age') return { last: at + 2, belowAYear };
  return null;
}

function found(words: readonly string[], age: number, first: number, last: number): StatedAge {
  return { age, written: words.slice(first, last + 1).join(' '), firstToken: first, lastToken: last };
}

/** An age read from the number at `at`: "9 year old", "nine yo", "15 years of age". */
function ageWithUnit(words: readonly string[], n: NumberRead, at: number): StatedAge | null {
  const unit = ageUnitEnd(words, n.last + 1);
  if (unit === null) return null;
  return found(words, unit.belowAYear ? 0 : n.value, at, unit.last);
}

/** "aged 9", "age: 15", "at the age of 9", "ages 8 to 12", "turned 12". */
function ageAfterWord(words: readonly string[], at: number): StatedAge | null {
  const w = words[at]!;
  if (!AGE_WORD.has(w) && !TURN.has(w)) return null;
  let from = at + 1;
  if (AGE_WORD.has(w) && words[from] === 'of') from++;
  const n = numberAt(words, from);
  if (n === null) return null;
  const unit = ageUnitEnd(words, n.last + 1);
  if (unit !== null) return found(words, unit.belowAYear ? 0 : n.value, at, unit.last);
  // "aged 12 months" without "old"
  if (BELOW_A_YEAR.has(words[n.last + 1] ?? '')) return found(words, 0, at, n.last + 1);
  return found(words, n.value, at, n.last);
}

/** "5th grade", "fifth grader", "grade 3 pupil", "in grade 3", "year 8 pupil". */
function ageFromSchool(words: readonly string[], at: number): StatedAge | null {
  const ord = ordinalAt(words, at);
  if (ord !== null && GRADE.has(words[ord.last + 1] ?? '')) {
    const age = ageFromGrade(ord.value);
    return age === null ? null : found(words, age, at, ord.last + 1);
  }
  const w = words[at]!;
  if (w === 'grade' || w === 'year') {
    const n = numberAt(words, at + 1) ?? ordinalAt(words, at + 1);
    if (n === null) return null;
    // A bare "grade 5" is also a piano exam or a steel; "year 3" a year of anything: only in a school sense.
    const schooled = SCHOOL_NOUN.has(words[n.last + 1] ?? '') || (w === 'grade' && (words[at - 1] === 'in' || words[at - 1] === 'a'));
    if (!schooled) return null;
    const age = w === 'grade' ? ageFromGrade(n.value) : ageFromSchoolYear(n.value);
    return age === null ? null : found(words, age, at, n.last + (SCHOOL_NOUN.has(words[n.last + 1] ?? '') ? 1 : 0));
  }
  return null;
}

/** Every word that can stand next to a number in a stated age. */
const AGE_CONTEXT: ReadonlySet<string> = new Set([...JOINED_UNITS, ...YEAR, ...BELOW_A_YEAR, ...AGE_WORD, ...TURN, ...GRADE, 'old', 'young']);
const LONGEST_WORD = Math.max(...[...AGE_CONTEXT, ...NUMBER_WORDS].map((w) => w.length));

const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** False only when `raw` surely states no age: plain text without a number, or without any word
 *  an age is stated with (year, old, aged, grade, ...). Obfuscated text always gets the full
 *  reading: other scripts and invisible characters, leetspeak (letters with digits or symbols in
 *  one word), spaced-out letters ("n i n e"). One pass, no regular expression: it runs on every
 *  prompt, and most prompts state no age, so the gate skips building their words. */
export function mayStateAnAge(raw: string): boolean {
  let number = false;
  let context = false;
  let singleLetters = 0;
  let start = -1;
  let letters = 0;
  let digits = 0;
  for (let i = 0; i <= raw.length; i++) {
    const c = i < raw.length ? raw.charCodeAt(i) : 32;
    if (c >= 128) return true;
    if (isLetter(c) || isDigit(c)) {
      if (start < 0) {
        start = i;
        letters = digits = 0;
      }
      if (isDigit(c)) digits++;
      else letters++;
      continue;
    }
    // @ $ ! | next to a letter: leetspeak ("$ex", "k!ds"); € is caught as non-ASCII above.
    if ((c === 64 || c === 36 || c === 33 || c === 124) && (isLetter(raw.charCodeAt(i - 1)) || isLetter(raw.charCodeAt(i + 1)))) return true;
    if (start < 0) continue;
    if (letters > 0 && digits > 0) return true;
    singleLetters = letters === 1 ? singleLetters + 1 : 0;
    if (singleLetters >= 3) return true;
    if (letters === 0) number = true;
    else if (i - start <= LONGEST_WORD) {
      const word = raw.slice(start, i).toLowerCase();
      if (NUMBER_WORDS.has(word)) number = true;
      else if (AGE_CONTEXT.has(word)) context = true;
    }
    if (number && context) return true;
    start = -1;
  }
  return false;
}

/** Every stated age in the words, in text order, at most one per starting word. */
export function statedAges(words: readonly string[]): StatedAge[] {
  const ages: StatedAge[] = [];
  let i = 0;
  while (i < words.length) {
    const n = numberAt(words, i);
    const age = (n !== null ? ageWithUnit(words, n, i) : null) ?? ageAfterWord(words, i) ?? ageFromSchool(words, i);
    if (age !== null && !describesAThing(words, age.firstToken, age.lastToken)) {
      ages.push(age);
      i = age.lastToken + 1;
    } else i++;
  }
  return ages;
}
