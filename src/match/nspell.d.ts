// Types for nspell, which ships none: only what src/match/dictionary.ts uses.

declare module 'nspell' {
  export interface NSpell {
    /** True when the word is spelled correctly (case as the dictionary allows: "Paris", "paris" no). */
    correct(word: string): boolean;
  }
  export default function nspell(dictionary: { aff: Uint8Array; dic: Uint8Array }): NSpell;
}
