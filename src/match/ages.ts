// Stated ages in a normalised text: "9-year-old", "aged nine", "age: 15", "9yo", "15 years of
// age", "in 5th grade", "a fifth grader", "year 8 pupil", "a girl of 12", "when she was 11",
// "she's twelve", "in her early teens". Read from the words normalise() made
// (punctuation gone, digits split from letters: "9yo" is "9 yo"), so obfuscations fold first.
// Words that are minors terms by themselves ("kindergartner", "toddler") are the lexicon's job.
// Pure: no clock, no I/O.

import { ageFromGrade, ageFromSchoolYear, NUMBER_WORDS, numberAt, ordinalAt, type NumberRead } from './numbers.ts';
import { describesAThing, type NotPeopleNouns } from './aged-things.ts';
import { NOUN, promptLemmas } from './lemmas.ts';
import { NUMBER_SUFFIXES } from './leetspeak.ts';
import { SUBJECT_PRONOUNS } from './subject.ts';
import { wordOf, type TokenStream } from './token-stream.ts';

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
/** Words that hedge a stated age without changing it: "aged about 14", "looks roughly 12". */
const HEDGE = new Set(['about', 'around', 'roughly', 'approximately', 'approx', 'maybe', 'perhaps', 'nearly', 'almost', 'barely', 'just', 'only', 'circa']);
/** Verbs of appearance a bare number after which is an age: "make her look 14", "looks about 12",
 *  "appears to be 13". */
const LOOKS = new Set(['look', 'looks', 'looking', 'looked', 'seem', 'seems', 'seeming', 'seemed', 'appear', 'appears', 'appearing', 'appeared']);
const GRADE = new Set(['grade', 'grader', 'graders']);
/** The words that make a number in a policy term an age ("12-year-old", "twelve yo", "aged 6
 *  months"), rather than a school year or a milestone ("year 7", "7th grade", "first communion",
 *  "first day"), which speak of children whatever noun follows. */
export const AGE_WORDS_OF_A_TERM: ReadonlySet<string> = new Set([...JOINED_UNITS, ...AGE_WORD, 'old', 'yr', 'yrs', 'years', 'months', 'weeks', 'days']);
/** Nouns for a person that "of N" gives an age to: "a girl of 12", "a woman of 40". */
const PERSON = new Set(['girl', 'girls', 'boy', 'boys', 'child', 'kid', 'daughter', 'son', 'lad', 'lass', 'youngster', 'youth', 'teen', 'teenager', 'niece', 'nephew', 'sister', 'brother', 'pupil', 'student', 'woman', 'man', 'lady', 'person']);
/** A pronoun and a form of "be" before a number: "she was 11", "he is 9", "she's twelve" ("she s"). */
const SUBJECT = new Set(['she', 'he']);
/** "she's" and "he's" written without the apostrophe ("shes 14"). */
const SUBJECT_BE = new Set(['shes', 'hes']);
const BE = new Set(['is', 'was', 's', 'being']);
/** "in her early teens": the youngest age of the range stated. */
const TEENS_FROM: ReadonlyMap<string, number> = new Map([['early', 13], ['mid', 15], ['late', 17]]);
const POSSESSIVE = new Set(['her', 'his', 'their']);
const SCHOOL_NOUN = new Set(['pupil', 'pupils', 'student', 'students', 'class', 'schoolgirl', 'schoolgirls', 'schoolboy', 'schoolboys', 'girl', 'girls', 'boy', 'boys', 'kid', 'kids', 'child', 'children']);

/** The end (last token) of a unit that makes the number before it an age: "year old", "yo",
 *  "y o", "years of age", "years young", "year olds" ("12-year-olds"); -1 when none. `belowAYear` for months, weeks, days. */
function ageUnitEnd(words: readonly string[], at: number): { last: number; belowAYear: boolean } | null {
  const w = words[at];
  if (w === undefined) return null;
  if (JOINED_UNITS.has(w)) return { last: at, belowAYear: false };
  const belowAYear = BELOW_A_YEAR.has(w);
  if (!YEAR.has(w) && !belowAYear) return null;
  const next = words[at + 1];
  if (next === 'old' || next === 'olds' || next === 'young' || (next === 'o' && w === 'y')) return { last: at + 1, belowAYear };
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
  if (HEDGE.has(words[from] ?? '')) from++;
  const n = numberAt(words, from);
  if (n === null) return null;
  const unit = ageUnitEnd(words, n.last + 1);
  if (unit !== null) return found(words, unit.belowAYear ? 0 : n.value, at, unit.last);
  // "aged 12 months" without "old"
  if (BELOW_A_YEAR.has(words[n.last + 1] ?? '')) return found(words, 0, at, n.last + 1);
  return found(words, n.value, at, n.last);
}

/** "5th grade", "fifth grader": a grade said with its ordinal. */
function ageFromOrdinalGrade(words: readonly string[], at: number): StatedAge | null {
  const ord = ordinalAt(words, at);
  if (ord === null || !GRADE.has(words[ord.last + 1] ?? '')) return null;
  const age = ageFromGrade(ord.value);
  return age === null ? null : found(words, age, at, ord.last + 1);
}

/** "grade 3 pupil", "in grade 3", "year 8 pupil": a grade or school year said before its number. */
function ageFromSchool(words: readonly string[], at: number): StatedAge | null {
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

/** True when the word after a bare number makes it a count or a measure, not an age: a plural
 *  noun ("12 minutes", "11 players", "3 feet"), a unit or suffix ("12 th", "5 ft"), or "of"
 *  ("12 of her friends"). */
function countsSomething(words: readonly string[], at: number): boolean {
  const next = words[at];
  if (next === undefined) return false;
  // "in" is a preposition here ("a girl of 12 in a sundress"), not inches.
  if (next === 'of' || (NUMBER_SUFFIXES.has(next) && next !== 'in') || YEAR.has(next) || BELOW_A_YEAR.has(next)) return true;
  return promptLemmas(next).some((l) => l.kind === NOUN);
}

/** "a girl of 12", "a boy of ten", "she was 11", "she's twelve" ("she s twelve"): a bare number
 *  after a person noun and "of", or after "she"/"he" and a form of "be", that counts nothing. */
function ageOfAPerson(words: readonly string[], at: number): StatedAge | null {
  const w = words[at]!;
  const personOf = PERSON.has(w) && words[at + 1] === 'of';
  const subject = SUBJECT.has(w) && BE.has(words[at + 1] ?? '');
  const joined = SUBJECT_BE.has(w);
  if (!personOf && !subject && !joined) return null;
  const n = numberAt(words, joined ? at + 1 : at + 2);
  // "one" is a count more often than an age here: "a man of one idea", "she is one of them".
  if (n === null || n.value < 2) return null;
  // "a girl of 12 years"; but "she was 11 years into her career" is a span of time.
  if (personOf && YEAR.has(words[n.last + 1] ?? '')) return found(words, n.value, at, n.last + 1);
  return countsSomething(words, n.last + 1) ? null : found(words, n.value, at, n.last);
}

/** "look 14", "looks about 12", "looking like 13", "appears to be 12": a bare number after a verb
 *  of appearance, with an optional "like" or "to be" and a hedge, that counts or measures nothing
 *  ("looks 10 years younger", "looks 3 times bigger") and is no score ("looks 10/10"). */
function ageByLooks(words: readonly string[], at: number): StatedAge | null {
  if (!LOOKS.has(words[at]!)) return null;
  let from = at + 1;
  if (words[from] === 'like') from++;
  else if (words[from] === 'to' && words[from + 1] === 'be') from += 2;
  if (HEDGE.has(words[from] ?? '')) from++;
  const n = numberAt(words, from);
  if (n === null || n.value < 2) return null;
  const next = words[n.last + 1];
  if (next !== undefined && (numberAt(words, n.last + 1) !== null || next === 'out')) return null;
  return countsSomething(words, n.last + 1) ? null : found(words, n.value, at, n.last);
}

/** Words after "at 7" that make it a clock time: "at 7 pm", "at 7 sharp", "at 7 tonight". */
const CLOCK = new Set(['am', 'pm', 'a', 'p', 'oclock', 'o', 'noon', 'midnight', 'sharp', 'tonight', 'today', 'tomorrow', 'hours', 'hrs', 'hr', 'h']);
const DAY_PART = new Set(['morning', 'afternoon', 'evening', 'night']);
const WEEKDAY = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekdays', 'weekends']);
/** "at 10 Downing Street": a house number. */
const STREET = new Set(['street', 'st', 'road', 'rd', 'avenue', 'ave', 'lane', 'place', 'drive', 'boulevard', 'square', 'court', 'terrace', 'crescent']);
/** The pronouns "the creator" is also read as, and "me". */
const OBJECT_PRONOUN = new Set([...SUBJECT_PRONOUNS, 'me']);
/** True when words[at - 2..at - 1] are "the creator". */
const afterTheCreator = (words: readonly string[], at: number): boolean => words[at - 1] === 'creator' && words[at - 2] === 'the';
/** Verbs of depiction: "portrayed at 12" is the age she is shown at. */
const DEPICTED = new Set(['portrayed', 'depicted', 'pictured', 'drawn', 'painted', 'imagined', 'reimagined', 'rendered']);

/** "the creator at 14", "portrayed at 12", "a photo of her at 15": a bare number right after the
 *  subject or a verb of depiction and "at" that counts, measures and times nothing. After "the
 *  creator" or the verb any age from 2; after "her", "him" or "me" only the teens, which no
 *  twelve-hour clock shows ("meet her at 7" is a time). */
function ageAtANumber(words: readonly string[], at: number, pauses: readonly boolean[] | undefined): StatedAge | null {
  if (words[at] !== 'at') return null;
  const before = words[at - 1] ?? '';
  const anyAge = afterTheCreator(words, at) || DEPICTED.has(before);
  if (!anyAge && !OBJECT_PRONOUN.has(before)) return null;
  const n = numberAt(words, at + 1);
  if (n === null || n.value < (anyAge ? 2 : 13)) return null;
  const next = words[n.last + 1];
  const after = words[n.last + 2];
  if (next !== undefined && (CLOCK.has(next) || numberAt(words, n.last + 1) !== null || STREET.has(after ?? ''))) return null;
  if (next === 'in' && after === 'the' && DAY_PART.has(words[n.last + 3] ?? '')) return null;
  if (next === 'on' && (WEEKDAY.has(after ?? '') || (after === 'the' && words[n.last + 3] === 'dot'))) return null;
  // Punctuation after the number ends the phrase: "at 14, braces and acne" counts no braces.
  return pauses?.[n.last] !== true && countsSomething(words, n.last + 1) ? null : found(words, n.value, at, n.last);
}

const BIRTHDAY = new Set(['birthday', 'bday', 'birthdays']);

/** "her 10th birthday", "the creator's 9th bday": a birthday of the person herself (a possessive
 *  determiner, or "the creator's", right before the ordinal) states her age. Someone else's
 *  ("her daughter's 16th birthday") is an event in the creator's picture, not her age. */
function ageOfABirthday(words: readonly string[], at: number): StatedAge | null {
  const w = words[at]!;
  const own = POSSESSIVE.has(w) || (w === 's' && afterTheCreator(words, at));
  if (!own) return null;
  const ord = ordinalAt(words, at + 1);
  if (ord === null || !BIRTHDAY.has(words[ord.last + 1] ?? '')) return null;
  return found(words, ord.value, at, ord.last + 1);
}

/** "in her early teens", "his mid teens", "her late teens": the youngest age of the range. */
function ageInTheTeens(words: readonly string[], at: number): StatedAge | null {
  if (!POSSESSIVE.has(words[at]!)) return null;
  const from = TEENS_FROM.get(words[at + 1] ?? '');
  if (from !== undefined && words[at + 2] === 'teens') return found(words, from, at, at + 2);
  return words[at + 1] === 'teens' ? found(words, 13, at, at + 1) : null;
}

/** Every word that can stand next to a number in a stated age. */
const AGE_CONTEXT: ReadonlySet<string> = new Set([...JOINED_UNITS, ...YEAR, ...BELOW_A_YEAR, ...AGE_WORD, ...TURN, ...GRADE, ...PERSON, ...SUBJECT, ...SUBJECT_BE, ...LOOKS, ...BIRTHDAY, ...OBJECT_PRONOUN, ...DEPICTED, 'creator', 'old', 'young']);
const LONGEST_WORD = Math.max(...[...AGE_CONTEXT, ...NUMBER_WORDS].map((w) => w.length));
/** First letter, last letter and length of every word the look compares, as bits of a table:
 *  a word of letters whose triple is not set is none of them, so it is never copied out of the
 *  text (most words of a prompt are not; first letter and length alone let a third through). */
const tripleOf = (first: number, last: number, length: number): number => ((((first | 32) - 97) * 26 + ((last | 32) - 97)) << 6) | length;
const LOOKED_FOR = new Uint8Array(26 * 26 << 6);
for (const w of [...AGE_CONTEXT, ...NUMBER_WORDS, 'teens']) LOOKED_FOR[tripleOf(w.charCodeAt(0), w.charCodeAt(w.length - 1), w.length)] = 1;

const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

// The words looked for, by their triple, with what each is: compared in place, no string made.
const A_NUMBER = 1;
const A_CONTEXT = 2;
const TEENS = 3;
const LOOKED_FOR_WORDS = new Map<number, Array<{ word: string; kind: number }>>();
for (const [words, kind] of [[NUMBER_WORDS, A_NUMBER], [AGE_CONTEXT, A_CONTEXT], [['teens'], TEENS]] as const) {
  for (const word of words) {
    const triple = tripleOf(word.charCodeAt(0), word.charCodeAt(word.length - 1), word.length);
    const list = LOOKED_FOR_WORDS.get(triple) ?? [];
    // Number words first: a word in both lists counts as a number.
    if (!list.some((w) => w.word === word)) list.push({ word, kind });
    LOOKED_FOR_WORDS.set(triple, list);
  }
}

/** What source[from, from + length) is among the words looked for (A_NUMBER, A_CONTEXT,
 *  TEENS), 0 for none; only called for a word whose triple is set. */
function lookedForAt(source: string, from: number, length: number): number {
  const list = LOOKED_FOR_WORDS.get(tripleOf(source.charCodeAt(from), source.charCodeAt(from + length - 1), length))!;
  for (const { word, kind } of list) {
    let k = 1;
    while (k < length - 1 && source.charCodeAt(from + k) === word.charCodeAt(k)) k++;
    if (k >= length - 1) return kind;
  }
  return 0;
}

const DIGIT_0 = 48;
const DIGIT_9 = 57;

/** False only when the words of a normalised text (the token stream statedAges would read)
 *  surely state no age: every age is read from a number (digits or a number word) and a word an
 *  age is stated with, or from "teens". Run on the words the normaliser already made, so
 *  obfuscations ("n i n e", "ｎｉｎｅ", "tw3lve") have been read: the matcher answers it for every
 *  text it scans (TextScan.mayStateAnAge), and most prompts state no age, so the gate skips
 *  building their words. Words are compared in place, no string made. */
export function wordsMayStateAnAge(s: TokenStream): boolean {
  let number = false;
  let context = false;
  // Most words are stretches of the folded text: read them there, one string throughout.
  const folded = s.folded;
  for (let i = 0; i < s.count; i++) {
    const kind = s.sliced[i] === 1 ? wordKind(folded, s.from[i]!, s.to[i]!) : wordKind(wordOf(s, i), 0, s.to[i]! - s.from[i]!);
    if (kind === TEENS) return true;
    if (kind === A_NUMBER) number = true;
    else if (kind === A_CONTEXT) context = true;
    if (number && context) return true;
  }
  return false;
}

/** What text[from, to) is: A_NUMBER (digits or a number word), A_CONTEXT, TEENS, or 0. */
function wordKind(text: string, from: number, to: number): number {
  const length = to - from;
  if (length === 0) return 0;
  const first = text.charCodeAt(from);
  if (first >= DIGIT_0 && first <= DIGIT_9) {
    let k = from + 1;
    while (k < to && text.charCodeAt(k) >= DIGIT_0 && text.charCodeAt(k) <= DIGIT_9) k++;
    // Ages are read from at most three digits (numbers.ts): a year or a price is none.
    return k === to && length <= 3 ? A_NUMBER : 0;
  }
  if (length > LONGEST_WORD) return 0;
  const last = text.charCodeAt(to - 1);
  if (!isLetter(first) || !isLetter(last) || LOOKED_FOR[tripleOf(first, last, length)] !== 1) return 0;
  return lookedForAt(text, from, length);
}

/** Every stated age in the words, in text order, at most one per starting word; with the
 *  program's nouns that name no person, an animal's or a thing's age is none (`pauses`: see
 *  describesAThing). */
export function statedAges(words: readonly string[], nouns: NotPeopleNouns | null = null, pauses?: readonly boolean[]): StatedAge[] {
  const ages: StatedAge[] = [];
  let i = 0;
  while (i < words.length) {
    const n = numberAt(words, i);
    const stated = (n !== null ? ageWithUnit(words, n, i) : null) ?? ageAfterWord(words, i);
    // A school grade said with its ordinal is no thing's age: a seventh grade classroom is a
    // classroom of children (a bare "a grade 5 piece" may be a music exam's, and is judged).
    const grade = stated === null ? ageFromOrdinalGrade(words, i) : null;
    const age = stated ?? grade ?? ageFromSchool(words, i) ?? ageOfAPerson(words, i) ?? ageByLooks(words, i) ?? ageOfABirthday(words, i) ?? ageInTheTeens(words, i) ?? ageAtANumber(words, i, pauses);
    if (age !== null && (age === grade || !describesAThing(words, age.firstToken, age.lastToken, nouns, pauses))) {
      ages.push(age);
      i = age.lastToken + 1;
    } else i++;
  }
  return ages;
}
