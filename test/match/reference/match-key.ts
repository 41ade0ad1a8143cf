// The key words are compared by. "1" reads as "i" in leetspeak but stands for "l" just as often
// ("sku11"), and a capital I is drawn like a small l ("gIrl" vs "girl"): so i and l count as one
// letter when matching. Words keep their readable spelling in the normalised text and the program.

export function matchKey(word: string): string {
  return word.includes('l') ? word.replaceAll('l', 'i') : word;
}
