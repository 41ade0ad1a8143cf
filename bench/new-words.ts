// What the readings stage (src/match/readings.ts) costs when it remembers none of the prompt's
// words: the gate's benchmark repeats one prompt, so after the warm-up every word's readings are
// remembered; a prompt of words never seen before pays this on top of the remembered figure.

import { MATCHING_SETTINGS } from '../src/compile/matching-settings.ts';
import { normalise, termWords } from '../src/match/index.ts';
import { WordReader } from '../src/match/readings.ts';
import { SpellingIndex } from '../src/match/spelling-index.ts';
import { measure, type Budget, type Timing } from './measure.ts';

export function newWordsTiming(terms: string[], prompt: string, budget: Budget): Timing & { words: number } {
  const keys = new Set<string>();
  const whole: string[] = [];
  for (const t of terms) {
    const read = termWords(t);
    if (read === null) continue;
    read.words.forEach((w, i) => {
      keys.add(w);
      if (!(read.stem && i === read.words.length - 1)) whole.push(w);
    });
  }
  const index = new SpellingIndex(whole, MATCHING_SETTINGS.spelling);
  const words = normalise(prompt).tokens.map((t) => t.word);
  const timing = measure(() => {
    const reader = new WordReader(keys, index, true);
    let found = 0;
    for (const w of words) found += reader.readingsOf(w).length;
    return found;
  }, budget);
  return { ...timing, words: words.length };
}
