// Look-alike characters folded to the Latin letter a reader sees. NFKC already handles fullwidth
// forms, mathematical alphanumerics and circled letters; this table covers what NFKC leaves alone:
// Cyrillic and Greek letters, small capitals, a few Latin letters without a decomposition, and
// the letter-shaped emoji blocks. Keys are case-sensitive because the fold runs before lower-casing
// (Greek capital Eta looks like H, its small form like n).

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  // Cyrillic capitals
  ['А', 'a'], ['В', 'b'], ['Е', 'e'], ['Ѕ', 's'], ['І', 'i'], ['Ј', 'j'], ['К', 'k'], ['М', 'm'],
  ['Н', 'h'], ['О', 'o'], ['Р', 'p'], ['С', 'c'], ['Т', 't'], ['У', 'y'], ['Х', 'x'], ['Ү', 'y'],
  ['Ԛ', 'q'], ['Ԝ', 'w'], ['Ӏ', 'l'], ['Ь', 'b'], ['Ԁ', 'd'], ['Һ', 'h'],
  // Cyrillic small letters
  ['а', 'a'], ['в', 'b'], ['е', 'e'], ['ѕ', 's'], ['і', 'i'], ['ј', 'j'], ['к', 'k'], ['м', 'm'],
  ['н', 'h'], ['о', 'o'], ['р', 'p'], ['с', 'c'], ['т', 't'], ['у', 'y'], ['х', 'x'], ['ү', 'y'],
  ['ԛ', 'q'], ['ԝ', 'w'], ['ӏ', 'l'], ['ь', 'b'], ['ԁ', 'd'], ['һ', 'h'], ['п', 'n'], ['г', 'r'],
  ['ɡ', 'g'], ['ѵ', 'v'], ['ѡ', 'w'],
  // Greek capitals
  ['Α', 'a'], ['Β', 'b'], ['Ε', 'e'], ['Ζ', 'z'], ['Η', 'h'], ['Ι', 'i'], ['Κ', 'k'], ['Μ', 'm'],
  ['Ν', 'n'], ['Ο', 'o'], ['Ρ', 'p'], ['Τ', 't'], ['Υ', 'y'], ['Χ', 'x'], ['Ϲ', 'c'],
  // Greek small letters
  ['α', 'a'], ['β', 'b'], ['γ', 'y'], ['ε', 'e'], ['η', 'n'], ['ι', 'i'], ['κ', 'k'], ['ν', 'v'],
  ['ο', 'o'], ['ρ', 'p'], ['τ', 't'], ['υ', 'u'], ['χ', 'x'], ['ω', 'w'], ['μ', 'u'], ['ς', 's'],
  ['ϲ', 'c'], ['ϳ', 'j'],
  // Latin letters with no canonical decomposition, and ligatures NFKC keeps
  ['ı', 'i'], ['ȷ', 'j'], ['ł', 'l'], ['Ł', 'l'], ['ø', 'o'], ['Ø', 'o'], ['đ', 'd'], ['Đ', 'd'],
  ['ð', 'd'], ['Ð', 'd'], ['ħ', 'h'], ['Ħ', 'h'], ['ŧ', 't'], ['Ŧ', 't'], ['ß', 'ss'], ['ẞ', 'ss'],
  ['æ', 'ae'], ['Æ', 'ae'], ['œ', 'oe'], ['Œ', 'oe'], ['þ', 'th'], ['Þ', 'th'], ['ƀ', 'b'],
  ['ɫ', 'l'], ['ɩ', 'i'], ['ɑ', 'a'], ['ɒ', 'a'], ['ɛ', 'e'], ['ɔ', 'o'], ['ʋ', 'v'], ['ƅ', 'b'],
  // Small capitals and other IPA look-alikes
  ['ᴀ', 'a'], ['ʙ', 'b'], ['ᴄ', 'c'], ['ᴅ', 'd'], ['ᴇ', 'e'], ['ꜰ', 'f'], ['ɢ', 'g'], ['ʜ', 'h'],
  ['ɪ', 'i'], ['ᴊ', 'j'], ['ᴋ', 'k'], ['ʟ', 'l'], ['ᴍ', 'm'], ['ɴ', 'n'], ['ᴏ', 'o'], ['ᴘ', 'p'],
  ['ʀ', 'r'], ['ꜱ', 's'], ['ᴛ', 't'], ['ᴜ', 'u'], ['ᴠ', 'v'], ['ᴡ', 'w'], ['ʏ', 'y'], ['ᴢ', 'z'],
];

/** Emoji letter blocks NFKC does not fold: negative circled, negative squared, regional indicators. */
const LETTER_BLOCKS: ReadonlyArray<number> = [0x1f150, 0x1f170, 0x1f1e6];

function buildTable(): Map<string, string> {
  const table = new Map<string, string>(PAIRS);
  for (const base of LETTER_BLOCKS) {
    for (let i = 0; i < 26; i++) table.set(String.fromCodePoint(base + i), String.fromCharCode(97 + i));
  }
  return table;
}

export const HOMOGLYPHS: ReadonlyMap<string, string> = buildTable();

const escape = (c: string): string => (/[\\\]^-]/.test(c) ? `\\${c}` : c);
const PATTERN = new RegExp(`[${[...HOMOGLYPHS.keys()].map(escape).join('')}]`, 'gu');

/** Replaces every look-alike character with its Latin reading. */
export function foldHomoglyphs(text: string): string {
  return text.replace(PATTERN, (c) => HOMOGLYPHS.get(c) ?? c);
}

/** True when the character is one the table folds (used by inspectTerm's warning). */
export const isHomoglyph = (c: string): boolean => HOMOGLYPHS.has(c);
