import { describe, expect, it } from 'vitest';
import { inspectTerm } from '../../src/match/index.ts';

describe('inspectTerm', () => {
  it('finds nothing to say about a plain term, accented letters included', () => {
    expect(inspectTerm('hidden camera')).toEqual({ mixedScript: false, confusables: [] });
    expect(inspectTerm('négligée')).toEqual({ mixedScript: false, confusables: [] });
  });

  it('reports Cyrillic or Greek look-alikes mixed into Latin text', () => {
    expect(inspectTerm('nаked')).toEqual({ mixedScript: true, confusables: ['а'] });
    expect(inspectTerm('ηude')).toEqual({ mixedScript: true, confusables: ['η'] });
  });

  it('reports fullwidth letters and invisible characters as confusables', () => {
    expect(inspectTerm('ｎude').confusables).toEqual(['ｎ']);
    expect(inspectTerm('nu\u200bde').confusables).toEqual(['\u200b']);
  });

  it('does not call a whole term in one other script mixed', () => {
    expect(inspectTerm('голый').mixedScript).toBe(false);
    expect(inspectTerm('ヌード写真').mixedScript).toBe(false);
  });
});
