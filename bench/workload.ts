// The benchmark's inputs, generated deterministically from a seed: N forbidden terms and a
// 2,000-character prompt that matches none of them (the worst case: every contender scans all).
// A term's first word always contains a syllable with all three of x, q and z; the prompt has none
// of them, so no term can occur in it even as a substring, nor as a misspelling (a prompt word is
// at least three edits from any term word, and spelling tolerance allows two at most), while both
// share the other syllables (prefix walks and spelling look-ups still happen).

export const PROMPT_LENGTH = 2000;
export const SIZES = [10, 100, 1_000, 5_000, 20_000] as const;

/** mulberry32: a tiny seeded PRNG, enough for reproducible workloads. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SHARED = ['ba', 'lo', 'mi', 'ten', 'ra', 'su', 'ko', 've', 'dan', 'pe', 'li', 'mor', 'ca', 'ni', 'stel', 'wa'];
const TERM_ONLY = ['xaqz', 'quxz', 'zoqx', 'ixqz', 'zelqx', 'quoxz', 'xenqz', 'azqx'];

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

function word(rand: () => number, syllables: number, marked: boolean): string {
  const parts = Array.from({ length: syllables }, () => pick(rand, SHARED));
  if (marked) parts[Math.floor(rand() * parts.length)] = pick(rand, TERM_ONLY);
  return parts.join('');
}

/** N distinct terms: one to three words, about one in five a stem (`*`). */
export function generateTerms(count: number, seed = 20_000): string[] {
  const rand = seededRandom(seed + count);
  const terms = new Set<string>();
  while (terms.size < count) {
    const words = 1 + Math.floor(rand() * 3);
    const text = Array.from({ length: words }, (_, i) => word(rand, 2 + Math.floor(rand() * 2), i === 0)).join(' ');
    terms.add(rand() < 0.2 ? `${text}*` : text);
  }
  return [...terms];
}

/** A prompt of exactly PROMPT_LENGTH characters of plausible words, none containing x, q or z.
 *  `avoid` leaves out generated words that would match on their own (a made-up word can be a
 *  misspelling of a platform term: "castel" of "cartel"), so that the prompt matches nothing. */
export function generatePrompt(seed = 7, avoid: (word: string) => boolean = () => false): string {
  const rand = seededRandom(seed);
  let prompt = '';
  while (prompt.length < PROMPT_LENGTH) {
    const w = word(rand, 1 + Math.floor(rand() * 3), false);
    const gap = rand() < 0.1 ? ', ' : ' ';
    if (!avoid(w)) prompt += `${w}${gap}`;
  }
  return prompt.slice(0, PROMPT_LENGTH);
}
