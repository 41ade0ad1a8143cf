// Every term of policies/platform.policy must still be caught after the obfuscations evaders use,
// embedded in ordinary text. The terms are read from the file itself, so adding a term adds it here.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCHING_SETTINGS } from '../../src/compile/matching-settings.ts';
import { buildMatcher, normalise, readingOptions } from '../../src/match/index.ts';
import { writtenWithDigits } from '../../src/match/matcher.ts';
import { readFixture } from './support/fixtures.ts';
import { charStyle, disguiseWord, LEET_DIGITS, SPACINGS, WORD_GAPS } from './support/obfuscate.ts';
import { readPlatformTerms, toEntries } from './support/platform-terms.ts';
import { joinedAt, verbParticleJoints } from '../../src/match/hyphen-joints.ts';
import { judge } from '../lexicon/open-creator.ts';

const terms = readPlatformTerms();
const entries = toEntries(terms);
// The gate's matcher: spelling tolerance and inflections on.
const matcher = buildMatcher(entries, readingOptions(MATCHING_SETTINGS));
const fillerWords = [...readFixture('innocent-words.txt'), 'a', 'I'];
const isOneLetter = (w: string): boolean => w.length === 1;

// MATCH_RUNS_PER_TERM / MATCH_SEED widen the search locally; CI runs the fixed, reproducible default.
const RUNS_PER_TERM = Number(process.env.MATCH_RUNS_PER_TERM ?? 12);
const SEED = Number(process.env.MATCH_SEED ?? 0);

const disguise = fc.record({
  styles: fc.array(charStyle, { minLength: 1, maxLength: 12 }),
  leet: fc.boolean(),
  symbols: fc.boolean(),
  mode: fc.constantFrom('words', 'words', 'together', 'spaced'),
  spacing: fc.constantFrom(...SPACINGS),
  gaps: fc.array(fc.constantFrom(...WORD_GAPS), { minLength: 12, maxLength: 12 }),
  suffix: fc.constantFrom('', 's', 'ing', 'ed', 'ers'),
  // Two one-letter words in a row next to spaced-out letters would join with them ("a I n u d e"):
  // that ambiguity is accepted (see src/match/spaced-letters.ts), so the filler avoids it.
  before: fc.array(fc.constantFrom(...fillerWords), { maxLength: 4 }).filter((ws) => !ws.slice(-2).every(isOneLetter) || ws.length < 2),
  after: fc.array(fc.constantFrom(...fillerWords), { maxLength: 4 }).filter((ws) => !ws.slice(0, 2).every(isOneLetter) || ws.length < 2),
  outerGap: fc.constantFrom(' ', ', ', '. ', ' (', '\n', ' "', ': '),
});

type Disguise = typeof disguise extends fc.Arbitrary<infer T> ? T : never;

/** The term's words in disguise, in context. A verb and its particle that the term joins with a
 *  hyphen ("drive-by") are one word: spaced apart they are an ordinary phrase the term does not
 *  match ("cars drive by"), so they are disguised hyphenated (in words mode) or written together. */
function disguised(index: number, d: Disguise): string {
  const { stem, term } = entries[index]!;
  // A term whose digits are part of it ("g7 summit") is written with its digits: its plain
  // leetspeak reading ("gt summit") is an ordinary phrase the term does not match.
  const termWordList = writtenWithDigits(entries[index]!) ? term.toLowerCase().split(/[\s-]+/) : entries[index]!.words;
  const joints = stem ? [] : verbParticleJoints(term, termWordList);
  const words = d.mode === 'words' ? termWordList : joinedAt(termWordList, joints);
  const written = stem ? [...words.slice(0, -1), words[words.length - 1]! + d.suffix] : words;
  const spacedOut = d.mode === 'spaced';
  const parts = written.map((word, i) => {
    // A word is spaced out only when it is long enough and has no one-letter neighbour in the
    // term ("12 y/o"), which would join into the run: the same accepted ambiguity as above.
    const lonelyNeighbour = isOneLetter(written[i - 1] ?? 'xx') || isOneLetter(written[i + 1] ?? 'xx');
    const spaceThis = spacedOut && word.length >= 3 && !lonelyNeighbour;
    // Written together, leetspeak digits right against a number read as part of it ("n07y3718"
    // is "noty 3718"): an accepted false negative, so the words next to a number keep letters.
    const nextToNumber = d.mode === 'together' && [written[i - 1], written[i + 1]].some((w) => w !== undefined && /^\d/.test(w));
    // A word that begins or ends with two leetspeak digits reads first as a number and a word
    // ("11ne" is "11 ne", "wri73" is "wri 73"), and that reading is not joined across a
    // verb-particle hyphen ("11ne-up", "wri73-in"): a known gap of the normaliser, so the first
    // word of such a pair keeps a letter at both ends.
    const joinedAfter = d.mode === 'words' && joints.includes(i);
    const leetPair = (a: string | undefined, b: string | undefined): boolean => LEET_DIGITS[a ?? ''] !== undefined && LEET_DIGITS[b ?? ''] !== undefined;
    const splitsOffANumber = leetPair(word[0], word[1]) || leetPair(word.at(-2), word.at(-1));
    const leet = d.leet && !nextToNumber && !(joinedAfter && splitsOffANumber);
    const chars = disguiseWord(word, [...d.styles.slice(i % d.styles.length), ...d.styles], leet, d.symbols && !spaceThis);
    return spaceThis ? chars.join(d.spacing) : chars.join('');
  });
  // Between words: any run of spaces or punctuation, but never the spacing used inside a word.
  const gapAt = (i: number): string => {
    if (d.mode === 'words' && joints.includes(i - 1)) return '-';
    const gap = d.gaps[i % d.gaps.length]!;
    return spacedOut && gap.trim() === d.spacing.trim() ? ' ~ ' : gap;
  };
  const text = d.mode === 'together' ? parts.join('') : parts.map((p, i) => (i === 0 ? p : gapAt(i) + p)).join('');
  // A one-letter filler word against a one-character word of the term ("8 y o" + "a") joins the
  // same way ("8yoa"): accepted, so the filler next to such a term keeps to longer words.
  const before = isOneLetter(written[0]!) ? d.before.filter((w) => !isOneLetter(w)) : d.before;
  const after = isOneLetter(written[written.length - 1]!) ? d.after.filter((w) => !isOneLetter(w)) : d.after;
  const left = before.length > 0 ? before.join(' ') + d.outerGap : '';
  const right = after.length > 0 ? d.outerGap + after.join(' ') : '';
  return left + text + right;
}

const caught = (index: number, prompt: string): boolean =>
  matcher.scan(normalise(prompt)).some((m) => m.entry === entries[index]);

describe('platform lexicon against obfuscation', () => {
  it('reads a serious number of terms from policies/platform.policy', () => {
    const perCategory = new Map<string, number>();
    for (const t of terms) perCategory.set(t.category, (perCategory.get(t.category) ?? 0) + 1);
    expect([...perCategory.keys()].sort()).toEqual([
      'criminal-context', 'deceptive-news-context', 'fetish', 'lingerie', 'minors-context',
      'non-consensual-framing', 'nudity', 'sexual-activity',
    ]);
    for (const [category, count] of perCategory) expect(count, category).toBeGreaterThanOrEqual(80);
  });

  it('catches every term as written', () => {
    const missed = terms.filter((t, i) => !caught(i, t.term.replace(/\*$/, '')));
    expect(missed).toEqual([]);
  });

  it(`catches every term after random obfuscation in random innocent text (${RUNS_PER_TERM} disguises per term)`, () => {
    entries.forEach((entry, index) => {
      fc.assert(
        fc.property(disguise, (d) => {
          const prompt = disguised(index, d);
          expect(caught(index, prompt), `"${entry.term}" in ${JSON.stringify(prompt)}`).toBe(true);
        }),
        { numRuns: RUNS_PER_TERM, seed: SEED + index },
      );
    });
  });

  it('catches the grade and school-child forms people write', () => {
    for (const prompt of ['7th grader', 'seventh-grader', 'middle schooler', 'schoolgirl', 'school girl', 'schoolgirls']) {
      expect(matcher.scan(normalise(prompt)), prompt).not.toEqual([]);
    }
  });
});

// Ages stated with a number or a number word are no terms of the file: the gate reads them
// (`age minors-context: under 18`), so these check the gate compiled from the file.
const NUMBER_NAMES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen'];
const numericForms = (n: number): string[] => [`a ${n}-year-old`, `${n} year old`, `${n}-year-olds`, `${n} years old`, `${n}yo`, `${n} yo`, `${n} y/o`,
  `${n} y.o.`, `${n} yr old`, `${n} yrs old`, `aged ${n}`, `age ${n}`, `${n} years of age`];
const wordForms = (word: string): string[] => [`a ${word}-year-old`, `${word} year old`, `${word} years old`, `aged ${word}`];

describe('platform file: ages people write', () => {
  it('refuses every numeric and spelled-out age under 18 as minors-context, read as a stated age', () => {
    for (let n = 1; n <= 17; n++) {
      for (const form of [...numericForms(n), ...wordForms(NUMBER_NAMES[n - 1]!)]) {
        const prompt = `portrait of the creator, ${form}`;
        expect(judge(prompt).refusal, prompt).toMatchObject({ category: 'minors-context', evidence: `age ${n}` });
      }
    }
  });

  it('allows 18 and over in the same forms', () => {
    for (const form of ['an 18-year-old', '25 years old', '18yo', 'aged 30', 'age 21', '19 y/o', 'eighteen years old', 'aged twenty']) {
      const prompt = `portrait of the creator, ${form}`;
      expect(judge(prompt).decision, prompt).toBe('allow');
    }
  });

  it('allows the ages of animals and things in the same forms', () => {
    for (const prompt of ['portrait of the creator with a 12-year-old retriever', 'portrait of the creator pouring a 12 year old whisky', 'portrait of the creator beside a 9 yo oak tree']) {
      expect(judge(prompt).decision, prompt).toBe('allow');
    }
  });
});
