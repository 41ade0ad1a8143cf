import { describe, expect, it } from 'vitest';
import { foldText, removeInvisible, stripDiacritics } from '../../src/match/fold.ts';
import { foldHomoglyphs } from '../../src/match/homoglyphs.ts';

describe('text folding', () => {
  it('applies NFKC so fullwidth, mathematical and circled letters read as plain letters', () => {
    expect(foldText('ｎａｋｅｄ')).toBe('naked');
    expect(foldText('𝐧𝐮𝐝𝐞')).toBe('nude');
    expect(foldText('ⓝⓤⓓⓔ')).toBe('nude');
    expect(foldText('ﬁlm')).toBe('film');
  });

  it('removes zero-width characters, soft hyphens, joiners, bidi controls and variation selectors', () => {
    expect(removeInvisible('n\u200bu\u200cd\u200de\u2060')).toBe('nude');
    expect(removeInvisible('nu\u00adde')).toBe('nude');
    expect(removeInvisible('\u202enude\u202c\ufeff')).toBe('nude');
    expect(foldText('nu\ufe0fde\u034f')).toBe('nude');
  });

  it('strips diacritics and stacked combining marks', () => {
    expect(stripDiacritics('nüdé')).toBe('nude');
    expect(stripDiacritics('négligée')).toBe('negligee');
    expect(foldText('n\u0301\u0308u\u0336d\u0489e')).toBe('nude');
  });

  it('keeps scripts that NFD splits without marks intact (Hangul)', () => {
    expect(stripDiacritics('누드')).toBe('누드');
  });

  it('folds Cyrillic and Greek look-alikes, reading capitals and small letters by their shape', () => {
    expect(foldHomoglyphs('nаkеd')).toBe('naked'); // Cyrillic а, е
    expect(foldText('ΗΟΤ')).toBe('hot'); // Greek capital Eta looks like H
    expect(foldText('ηυde')).toBe('nude'); // small eta looks like n, upsilon like u
    expect(foldText('ѕех')).toBe('sex');
  });

  it('folds letters with no decomposition, small capitals and letter emoji', () => {
    expect(foldText('straße')).toBe('strasse');
    expect(foldText('ɴᴜᴅᴇ')).toBe('nude');
    expect(foldText('🅽🆄🅳🅴')).toBe('nude');
    expect(foldText('🇳🇺🇩🇪')).toBe('nude');
    expect(foldText('łøðe')).toBe('lode');
  });

  it('case-folds, including the Turkish dotted capital I', () => {
    expect(foldText('NUDE')).toBe('nude');
    expect(foldText('İstanbul')).toBe('istanbul');
  });

  it('leaves plain ASCII punctuation for the tokeniser', () => {
    expect(foldText('Hidden-Camera, 12 y/o!')).toBe('hidden-camera, 12 y/o!');
  });
});
