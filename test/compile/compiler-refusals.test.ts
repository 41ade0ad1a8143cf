// The compiler refuses on its own when handed a tree the checker would have rejected, rather
// than emit a program that means something else. Trees here are parsed but deliberately unchecked.
import { describe, expect, it } from 'vitest';
import { compileProgram } from '../../src/compile/index.ts';
import { parsePolicy } from '../../src/parse/index.ts';
import { PLATFORM } from './fixtures.ts';

const compileUnchecked = (creator: string, platform = PLATFORM) =>
  compileProgram(
    { file: parsePolicy(platform, 'platform.policy').file, fileName: 'platform.policy' },
    { file: parsePolicy(`creator mira-okafor "Mira Okafor"\n${creator}\n`, 'mira-okafor.boundary').file, fileName: 'mira-okafor.boundary' },
  );

const codes = (r: ReturnType<typeof compileUnchecked>) => (r.ok ? [] : r.diagnostics.map((d) => [d.code, d.line, d.column]));

describe('compileProgram on unchecked trees', () => {
  it('refuses to open a category that is not an adult category of the platform', () => {
    expect(codes(compileUnchecked('open adult: politics'))).toEqual([['unknown-adult-category', 2, 13]]);
  });

  it('refuses a term that normalises to nothing', () => {
    expect(codes(compileUnchecked('forbid odd "Odd": "beer", "***"'))).toEqual([['term-normalises-to-nothing', 2, 27]]);
  });

  it('refuses a category left with no terms', () => {
    expect(codes(compileUnchecked('forbid odd "Odd": "---"'))).toEqual([
      ['term-normalises-to-nothing', 2, 19],
      ['empty-term-list', 2, 8],
    ]);
  });

  it('refuses a cap or nudge with an unknown unit or a zero', () => {
    expect(codes(compileUnchecked('session cap: 5 per 3w, block'))).toEqual([['bad-session-cap', 2, 1]]);
    expect(codes(compileUnchecked('session cap: 0 per 3h, block'))).toEqual([['bad-session-cap', 2, 1]]);
    expect(codes(compileUnchecked('variety nudge: 2 repeats per 0h'))).toEqual([['bad-variety-nudge', 2, 1]]);
  });

  it('refuses refinements the checker would have rejected', () => {
    expect(codes(compileUnchecked('forbid a "A": "beer"\nexcept minors-context: "kid gloves"'))).toEqual([['unknown-refined-category', 3, 8]]);
    expect(codes(compileUnchecked('forbid a "A": "beer"\nage a: under 21'))).toEqual([['statement-not-allowed', 3, 1]]);
    expect(codes(compileUnchecked('forbid a "A": "beer"\ndescribe a "One."\ndescribe a "Two."'))).toEqual([['duplicate-refinement', 4, 1]]);
    expect(codes(compileUnchecked('forbid a "A": "beer"\nnear a: "pint" near "pub" within 0'))).toEqual([['within-out-of-range', 3, 1]]);
    expect(codes(compileUnchecked('forbid a "A": "beer"\nnear a: near "pub"'))).toEqual([['empty-near-side', 3, 1]]);
    expect(codes(compileUnchecked('forbid a "A": "beer"\nnear a: any two of "Pub", "pub"'))).toEqual([['near-group-too-small', 3, 1]]);
    expect(codes(compileUnchecked('forbid a "A": "beer"\nnear a: any two of "pint", "pub" within 51'))).toEqual([['within-out-of-range', 3, 1]]);
    const platform = (extra: string) => `${PLATFORM}${extra}\n`;
    expect(codes(compileUnchecked('', platform('age nudity: under 18')))).toEqual([['age-not-on-prohibition', 14, 5]]);
    expect(codes(compileUnchecked('', platform('age minors-context: under 151')))).toEqual([['age-out-of-range', 14, 27]]);
    expect(codes(compileUnchecked('', platform('age minors-context: under 18\nage minors-context: under 16')))).toEqual([['duplicate-refinement', 15, 1]]);
  });

  it('refuses a forbid that reuses a platform id', () => {
    expect(codes(compileUnchecked('forbid nudity "Mine": "bare"'))).toEqual([['id-collides-with-platform', 2, 8]]);
  });

  it('refuses a file without a creator statement', () => {
    const r = compileProgram(
      { file: parsePolicy(PLATFORM, 'platform.policy').file, fileName: 'platform.policy' },
      { file: parsePolicy('realism ceiling: stylised\n', 'x.boundary').file, fileName: 'x.boundary' },
    );
    expect(codes(r)).toEqual([['missing-creator', 1, 1]]);
  });

  it('refuses an unknown platform requirement', () => {
    const r = compileUnchecked('', `${PLATFORM}require identity for hyperreal\n`);
    expect(codes(r)).toEqual([['unknown-requirement', 14, 1]]);
  });
});
