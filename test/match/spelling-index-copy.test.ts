// An extended spelling index corrects like one built from all its words, and extending it leaves
// the index it came from as it was.
import { describe, expect, it } from 'vitest';
import { SpellingIndex } from '../../src/match/spelling-index.ts';

const ALLOWANCE = { oneEditFrom: 6, twoEditsFrom: 10 };
const PROMPT_WORDS = ['lingeree', 'lingerie', 'cocktale', 'handcufs', 'bondagee', 'cigarete', 'cigarrette', 'strangled', 'photograf'];

describe('SpellingIndex.extendedWith', () => {
  it('corrects like an index built from all the words at once', () => {
    const base = new SpellingIndex(['lingerie', 'handcuffs', 'bondage'], ALLOWANCE);
    const extended = base.extendedWith(['cigarette', 'cocktails', 'lingerie', 'photograph']);
    const whole = new SpellingIndex(['lingerie', 'handcuffs', 'bondage', 'cigarette', 'cocktails', 'photograph'], ALLOWANCE);
    for (const w of PROMPT_WORDS) expect(extended.corrections(w).sort()).toEqual(whole.corrections(w).sort());
    expect(extended.size).toBe(whole.size);
  });

  it('leaves the index it extends unchanged', () => {
    const base = new SpellingIndex(['lingerie'], ALLOWANCE);
    base.extendedWith(['cigarette']);
    expect(base.corrections('cigarete')).toEqual([]);
    expect(base.corrections('lingeree')).toEqual(['lingerie']);
    expect(base.size).toBe(1);
  });

  it('does the same for the short words of phrases', () => {
    const base = new SpellingIndex([], ALLOWANCE, ['ball', 'gag']);
    const extended = base.extendedWith([], ['bomb', 'ball', 'bale']);
    const whole = new SpellingIndex([], ALLOWANCE, ['ball', 'gag', 'bomb', 'bale']);
    for (const w of ['bal', 'bom', 'gagg', 'balle', 'bomm']) expect(extended.phraseCorrections(w).sort(), w).toEqual(whole.phraseCorrections(w).sort());
    expect(extended.phraseCorrections('bal').sort()).toEqual(['bale', 'ball']);
    expect(base.phraseCorrections('bal')).toEqual(['ball']);
    expect(base.phraseCorrections('bom')).toEqual([]);
  });
});
