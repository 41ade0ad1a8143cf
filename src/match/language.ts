// The language a prompt is written in, when the gate cannot read it. The lexicons, the
// dictionary and the lemmatiser read English; a creator's own `forbid` terms cannot be
// translated reliably, so a prompt in another language would pass them ("fumando un
// cigarrillo"). Such a prompt is refused before the gate (docs/language.md).
//
// A detector alone misreads short English ("studio portrait, soft light" reads as French), so
// two signals must agree: the words are not English dictionary words, and the detector names
// a language the program does not read for those words. Names, places, brands and loanwords
// in an English prompt are dictionary words or stand alone among English words, so they never
// form a stretch of foreign text.
import { eld } from 'eld/medium';
import type { MatchingSettings } from '../program/types.ts';
import { isDictionaryWord } from './dictionary.ts';
import { isEnglishPhrase } from './loan-phrases.ts';

export interface UnreadableLanguage {
  /** ISO 639-1 code from the detector: "es". */
  language: string;
  /** Its English name: "Spanish". */
  name: string;
}

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;
const detector = eld.newInstance();
const names = new Intl.DisplayNames(['en'], { type: 'language' });

type Kind = 'english' | 'foreign' | 'name' | 'misspelled';

interface Word {
  kind: Kind;
  text: string;
  start: number;
  end: number;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One edit (delete, transpose, substitute, insert) from a dictionary word: "sexxy", "lingeree". */
function oneEditFromEnglish(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return false;
  for (let i = 0; i <= w.length; i++) {
    const head = w.slice(0, i);
    if (i < w.length && isDictionaryWord(head + w.slice(i + 1))) return true;
    if (i + 1 < w.length && isDictionaryWord(head + w[i + 1] + w[i] + w.slice(i + 2))) return true;
    for (const c of LETTERS) {
      if (i < w.length && c !== w[i] && isDictionaryWord(head + c + w.slice(i + 1))) return true;
      if (isDictionaryWord(head + c + w.slice(i))) return true;
    }
  }
  return false;
}

/** Two dictionary words written together: "photoshoot", "selfiestick". */
function compound(word: string): boolean {
  for (let i = 3; i <= word.length - 3; i++) if (isDictionaryWord(word.slice(0, i)) && isDictionaryWord(word.slice(i))) return true;
  return false;
}

/** A word the dictionary does not know is foreign, unless it is capitalised (a name, a brand)
 *  or two English words written together. */
function firstKindOf(w: string): Kind {
  if (isDictionaryWord(w) || compound(w)) return 'english';
  return /^\p{Lu}/u.test(w) ? 'name' : 'foreign';
}

/** The longest borrowed phrase looked for, in words ("dia de los muertos"). */
const LONGEST_PHRASE = 4;

/** Only spaces or hyphens between two words: they can be one written phrase. */
function adjacent(text: string, a: Word, b: Word): boolean {
  for (let k = a.end; k < b.start; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 45) return false;
  }
  return true;
}

/** Words of a phrase English borrowed whole (WordNet lists it: "joie de vivre", "coup de grâce")
 *  are English, whatever the dictionary says of each. Only runs with a foreign word are asked. */
function markLoanPhrases(text: string, words: Word[]): void {
  for (let i = 0; i < words.length; i++) {
    let longest = 0;
    let foreign = words[i]!.kind === 'foreign';
    for (let n = 2; n <= LONGEST_PHRASE && i + n <= words.length && adjacent(text, words[i + n - 2]!, words[i + n - 1]!); n++) {
      foreign ||= words[i + n - 1]!.kind === 'foreign';
      if (foreign && isEnglishPhrase(words.slice(i, i + n).map((w) => w.text))) longest = n;
    }
    for (let k = i; k < i + longest; k++) words[k]!.kind = 'english';
  }
}

/** Misspellings looked for per text, at most: each costs a few hundred dictionary look-ups, and
 *  a long text of unknown words must not hold the request. Past it, unknown words stay foreign. */
const MISSPELLINGS_CHECKED = 16;

/** The words of the text, a foreign word one edit from a dictionary word read as misspelled
 *  English (which the term matcher reads). Only where it can change the verdict: when the
 *  whole text would be judged, or for a foreign word within reach of another. */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) words.push({ kind: firstKindOf(m[0]), start: m.index, end: m.index + m[0].length, text: m[0] });
  markLoanPhrases(text, words);
  const foreignAt = words.flatMap((w, i) => (w.kind === 'foreign' ? [i] : []));
  const english = words.filter((w) => w.kind === 'english').length;
  const whole = foreignAt.length * 2 >= english;
  let budget = MISSPELLINGS_CHECKED;
  foreignAt.forEach((at, k) => {
    const nearAnother = (k > 0 && at - foreignAt[k - 1]! <= 2) || (k + 1 < foreignAt.length && foreignAt[k + 1]! - at <= 2);
    if ((whole || nearAnother) && budget-- > 0 && oneEditFromEnglish(words[at]!.text)) words[at]!.kind = 'misspelled';
  });
  return words;
}

/** Function words of other languages are often short English dictionary words too ("en",
 *  "la", "de", "al"): two of them between foreign words do not end a foreign stretch. */
const SHORT_WORD = 3;

/** Whether the foreign words at `last` and `at` belong to one stretch: at most one word between
 *  them, or two short ones. */
const sameStretch = (words: Word[], last: number, at: number): boolean =>
  at - last <= 2 || (at - last === 3 && words[last + 1]!.text.length <= SHORT_WORD && words[last + 2]!.text.length <= SHORT_WORD);

/** Stretches of foreign text: at least two foreign words, each within one word (or two short
 *  ones) of the next. */
function foreignStretches(words: Word[]): { start: number; end: number; words: number }[] {
  const stretches: { start: number; end: number; words: number }[] = [];
  let first = -1;
  let last = -1;
  let count = 0;
  const close = () => {
    if (count >= 2) {
      // A word next to the stretch that reads only as a misspelling ("cigarrillo") counts
      // towards its length: it is as likely more of the same foreign text.
      const before = words[first - 1]?.kind === 'misspelled' ? 1 : 0;
      const after = words[last + 1]?.kind === 'misspelled' ? 1 : 0;
      stretches.push({ start: words[first]!.start, end: words[last]!.end, words: last - first + 1 + before + after });
    }
    first = last = -1;
    count = 0;
  };
  words.forEach((w, i) => {
    if (w.kind !== 'foreign') return;
    if (last >= 0 && !sameStretch(words, last, i)) close();
    if (first < 0) first = i;
    last = i;
    count++;
  });
  close();
  return stretches;
}

/** How much more the detector must score a language than the best one the program reads:
 *  on a few words its scores lie close together ("img src" scores Chinese 0.57, English 0.53). */
const MARGIN = 0.05;

function unread(text: string, reads: readonly string[]): UnreadableLanguage | null {
  const result = detector.detect(text);
  const language = result.language;
  if (language === '' || reads.includes(language) || !result.isReliable()) return null;
  const scores = result.getScores();
  const readScore = Math.max(0, ...reads.map((code) => scores[code] ?? 0));
  if ((scores[language] ?? 0) < readScore + MARGIN) return null;
  return { language, name: names.of(language) ?? language };
}

/** Words in one foreign stretch that make it foreign text even inside an English prompt. */
const FOREIGN_TEXT = 3;

/** True when the detector reads the whole text as a language the program reads. */
function reads(text: string, languages: readonly string[]): boolean {
  const language = detector.detect(text).language;
  return languages.includes(language);
}

/** The language of `prompt` when it is one the program does not read, or null when the gate
 *  can read it. A third or more of the known words foreign: the whole text is judged; then
 *  each foreign stretch. */
export function unreadableLanguage(prompt: string, settings: MatchingSettings['language']): UnreadableLanguage | null {
  const words = wordsOf(prompt);
  const foreign = words.filter((w) => w.kind === 'foreign').length;
  const english = words.filter((w) => w.kind === 'english').length;
  if (foreign === 0) return null;
  if (foreign * 2 >= english) {
    const whole = unread(prompt, settings.reads);
    if (whole !== null) return whole;
  }
  let wholeReads: boolean | undefined;
  for (const s of foreignStretches(words)) {
    // Two foreign words side by side in a text the detector reads as English as a whole are a
    // borrowed phrase ("bon appétit", "hakuna matata"); a stretch of three words or more
    // ("fumando un cigarrillo") is foreign text.
    if (s.words < FOREIGN_TEXT && (wholeReads ??= reads(prompt, settings.reads))) continue;
    const found = unread(prompt.slice(s.start, s.end), settings.reads);
    if (found !== null) return found;
  }
  return null;
}
