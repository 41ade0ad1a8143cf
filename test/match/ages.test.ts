// Stated ages, read from normalised words: every written form of an age is found, and the
// numbers that are not a person's age (a whisky's, an anniversary, a century, a count) are not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statedAges, wordsMayStateAnAge } from '../../src/match/ages.ts';
import { normalise, readTokens } from '../../src/match/normalise.ts';
import { newTokenStream } from '../../src/match/token-stream.ts';
import { notPeopleNouns } from '../../src/match/aged-things.ts';
import { notPeople } from '../../src/lexicon/not-people.ts';

// The nouns that name no person, as the compiler puts them into every program.
const nouns = notPeopleNouns(notPeople());
const agesIn = (text: string): number[] => statedAges(normalise(text).tokens.map((t) => t.word), nouns).map((a) => a.age);

describe('stated ages: every written form is read', () => {
  it.each([
    ['a 9-year-old girl on a swing', 9],
    ['a 9 year old at the beach', 9],
    ['two 12-year-olds at a sleepover', 12],
    ['the creator as a nine-year-old', 9],
    ['a fourteen-year-old in a school uniform', 14],
    ['twelve year old holding balloons', 12],
    ['a twenty-one year old', 21],
    ['portrait, aged 9', 9],
    ['aged nine, smiling', 9],
    ['age: 15, studio light', 15],
    ['at the age of 11', 11],
    ['9yo with pigtails', 9],
    ['9 y/o dancing', 9],
    ['9 yrs old', 9],
    ['15 years of age', 15],
    ['a 13 years young girl', 13],
    ['a baby 9 months old', 0],
    ['aged 6 months', 0],
    ['she just turned 12', 12],
    ['ages 8 to 12', 8],
    ['a kid in 5th grade', 10],
    ['in fifth grade', 10],
    ['a fifth grader at recess', 10],
    ['3rd graders on a field trip', 8],
    ['a year 8 pupil', 12],
    ['year 10 students in the hall', 14],
    ['in grade 3', 8],
    ['a 12th grade student', 17],
    ['a 9 year old with a dog', 9],
    ["a 9-year-old's birthday party", 9],
    ['a 12 year old guitar prodigy', 12],
    ['a dog walker aged 9', 9],
    ['a g1rl aged n1ne', 9],
    ['a girl of 12 in a sundress', 12],
    ['a boy of ten', 10],
    ['a girl of 12 years', 12],
    ['when she was 11', 11],
    ["looks like she's twelve", 12],
    ['he is 9 and loves trains', 9],
    ['in her early teens', 13],
    ['a dancer in his mid teens', 15],
    ['in her late teens', 17],
    ['age: 14', 14],
    ['14 y.o.', 14],
    ['the creator aged about 14', 14],
    ['aged around twelve', 12],
    ['make her look about 14', 14],
    ['she looks 13 in this photo', 13],
    ['looking like 12', 12],
    ['appears to be roughly 11', 11],
    ['shes 14 in her gym uniform', 14],
    ['hes 12 and loves trains', 12],
    ['at her 10th bday party', 10],
    ["the creator's 9th birthday", 9],
    ['the creator at 14', 14],
    ['the creator at twelve', 12],
    ['the creator at 30', 30],
    ['a photo of her at 15 on the beach', 15],
    ['the creator portrayed at 12', 12],
    ['the creator pictured at 9 on a swing', 9],
    ['the creator at age 7 building a sandcastle', 7],
    ['the creator at age 9 horse riding', 9],
    ['she turned 9 horse riding', 9],
  ])('%s → %i', (text, age) => {
    expect(agesIn(text)).toContain(age);
  });

  it('reads "the creator at 14" when punctuation, not a counted noun, follows the number', () => {
    const tokens = normalise('the creator at 14, braces and acne').tokens;
    const pauses = tokens.map((t) => t.pause === true);
    expect(statedAges(tokens.map((t) => t.word), nouns, pauses).map((a) => a.age)).toEqual([14]);
    expect(agesIn('the creator at 14 braces')).toEqual([]);
  });

  it('finds every age in a prompt, in text order, with the words that state it', () => {
    const found = statedAges(normalise('a 30-year-old mother and her 7 yo son').tokens.map((t) => t.word));
    expect(found.map(({ age, written }) => ({ age, written }))).toEqual([
      { age: 30, written: '30 year old' },
      { age: 7, written: '7 yo' },
    ]);
  });
});

describe('stated ages: numbers that are not a person’s age', () => {
  it.each([
    'an 18-year-old single malt',
    'a 12-year-old scotch on the rocks',
    'whisky aged 12 years in oak',
    'a 5-year-old golden retriever',
    'a 10 year old oak tree',
    'cheddar aged 18 months',
    'their 25th anniversary dinner',
    'a 19th century ballroom',
    'fashion of the 1920s',
    'top 10 poses',
    'Route 66 road trip',
    'a 12-string guitar',
    'meet her at 7 for dinner',
    'dinner with him at 8',
    'the creator at 7 pm at a rooftop bar',
    'the creator at 7 in the morning',
    'the creator at 5 on Sunday',
    'the creator at 10 Downing Street',
    'the creator at 16 miles into the marathon',
    'the creator at 9:30 in the office',
    'the creator at 14th street station',
    'the creator depicted at 7 pm in a neon bar',
    'a portrait rendered at 16 bits per channel',
    'the creator with her 3-year-old German shepherd',
    'her 4 year old great danes',
    'a 2 year old big fluffy German shepherd',
    'her dog, age 7, in the park',
    '10 years on stage',
    'aged leather jacket',
    'grade 5 piano exam',
    'year 3 of the festival',
    '5 years of experience',
    'a size 8 dress',
    '3 kids', // a count, not an age (the word "kids" is the lexicon's)
    'first place trophy',
    'a set of 12 glasses',
    'a set of 12',
    'she looks 10 years younger',
    "at her daughter's 16th birthday party",
    "the bakery's 5th birthday",
    'the outfit looks 10/10',
    'the room looks 3 times bigger',
    'rated it, looks 9 out of 10',
    'a team of 11',
    'a class of 2012',
    "12 of the creator's friends",
    'the 1980s',
    'in her early twenties',
    'in his early thirties',
    'a 14-year-old car',
    'he was 12 minutes late',
    'she was 12th in line',
    'she was 11 years into her career',
    'a man of one idea',
    'she is one of them',
    "her daughter's 16th birthday party", // an event's ordinal, like an anniversary
  ])('%s → none', (text) => {
    expect(agesIn(text)).toEqual([]);
  });
});

// Any age in any written form, inside innocent text, is read as that age; an adult's age never
// reads as a minor's.
const WORD_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const inWords = (n: number): string => (n < 20 ? WORD_NUMBERS[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 === 0 ? '' : `-${WORD_NUMBERS[n % 10]}`}`);

const FORMS: ((n: string) => string)[] = [
  (n) => `${n}-year-old`,
  (n) => `${n} year old`,
  (n) => `${n} years old`,
  (n) => (/^[0-9]/.test(n) ? `${n}yo` : `${n} yo`), // "9yo"; a word is written apart
  (n) => `${n} y/o`,
  (n) => `${n} yrs old`,
  (n) => `aged ${n}`,
  (n) => `age: ${n}`,
  (n) => `${n} years of age`,
  (n) => `at the age of ${n}`,
];
const INNOCENT = ['studio portrait', 'soft light,', 'on a beach', 'smiling', 'in a red coat', 'the creator', 'with friends', 'at golden hour', 'black and white'];

const agedPrompt = (ages: fc.Arbitrary<number>) =>
  fc.record({
    age: ages,
    words: fc.boolean(),
    form: fc.constantFrom(...FORMS),
    before: fc.array(fc.constantFrom(...INNOCENT), { maxLength: 3 }),
    after: fc.array(fc.constantFrom(...INNOCENT), { maxLength: 3 }),
  });

describe('stated ages: properties', () => {
  it('reads any age 0..17 in any written form inside innocent text', () => {
    fc.assert(
      fc.property(agedPrompt(fc.integer({ min: 0, max: 17 })), ({ age, words, form, before, after }) => {
        const text = [...before, form(words ? inWords(age) : String(age)), ...after].join(' ');
        expect(agesIn(text)).toEqual([age]);
      }),
    );
  });

  it('never reads an age 18..99 as a minor', () => {
    fc.assert(
      fc.property(agedPrompt(fc.integer({ min: 18, max: 99 })), ({ age, words, form, before, after }) => {
        const text = [...before, form(words ? inWords(age) : String(age)), ...after].join(' ');
        expect(agesIn(text).every((a) => a >= 18)).toBe(true);
      }),
    );
  });

  it('reads every school grade and year as a minor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom('in grade N', 'a Nth grader', 'Nth grade', 'year N pupils'), (n, form) => {
        const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
        const text = form.replace('Nth', `${n}${suffix}`).replace('N', String(n));
        const ages = agesIn(text);
        expect(ages).toHaveLength(1);
        expect(ages[0]).toBeLessThan(18);
      }),
    );
  });
});

// The gate skips reading ages in a text whose words the matcher's look clears
// (TextScan.mayStateAnAge): it must never clear a text in which ages are read.
describe('wordsMayStateAnAge: a cheap look at the normalised words that never misses an age', () => {
  const stream = newTokenStream();
  const wordsMay = (text: string): boolean => wordsMayStateAnAge(readTokens(text, stream));
  const PIECES = ['nine', 'n1ne', 'n i n e', '9', '12', '1234', 'year', 'old', 'yo', 'y/o', 'aged', 'age:', 'grade', '5th', 'fifth', 'grader', 'months', 'teens', 'her', 'early', 'girl', 'of', 'she', 'was', 'the creator', 'in a', 'studio', 'light', '-', ', ', ' ', 'ｎｉｎｅ', 'ａｇｅｄ', '$ex', 'k!ds', 'tw3lve', 'nin€', 'ye@r', 'tw*lve', 'drive-by', 'looks', 'about'];
  it('is true for every text in which ages are read', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }), fc.array(fc.constantFrom(' ', '', '-', '.'), { minLength: 8, maxLength: 8 }), (pieces, glue) => {
        const text = pieces.map((p, i) => p + glue[i]).join('');
        if (agesIn(text).length > 0) expect(wordsMay(text), text).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('clears words with no number or no age word, and sees ages however they were written', () => {
    for (const text of ['studio portrait, soft light', 'the creator on a beach at golden hour', 'one red rose', 'a year in Provence', 'ten, peca li tenmorve', 'room 1234 of the year']) expect(wordsMay(text), text).toBe(false);
    for (const text of ['aged nine', 'a 9yo', 'n i n e year old', 'age: 15', 'ａｇｅｄ ９', 'in her early teens', 'a girl of 12', 'she was twelve', 'tw3lve y/o', 'a 5th grader', 'looks about 14']) expect(wordsMay(text), text).toBe(true);
  });
});
