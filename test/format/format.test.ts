// formatPolicy: the canonical layout, and fmt(fmt(x)) == fmt(x) on generated and mutated files.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPolicy } from '../../src/format/index.ts';
import { parsePolicy } from '../../src/parse/index.ts';
import { policySources, mutation } from '../parse/policy-sources.ts';
import { policyFile } from './generators.ts';

const fmt = (source: string, fileName = 'policies/creators/x.boundary'): string => {
  const r = formatPolicy(source, fileName);
  if (!('text' in r)) throw new Error(`not formatted: ${JSON.stringify(r.diagnostics)}`);
  return r.text;
};

/** Statements without locations: what formatting must never change. */
function meaning(source: string): unknown {
  const strip = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(strip)
      : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'loc' && k !== 'raw').map(([k, x]) => [k, strip(x)]))
      : v;
  return parsePolicy(source, 'x.boundary').file.lines.flatMap((l) =>
    l.kind === 'statement' ? [strip(l.statement)] : l.kind === 'comment' ? [l.text.trimEnd()] : []);
}

describe('formatPolicy layout', () => {
  it('normalises spacing, keeps comments, collapses blank runs and trims blank ends', () => {
    const source = '\n\n#  header  \ncreator   mira-okafor\t"Mira"# me\n\n\n\nallow contexts :portrait ,fitness\n   # indented\nsession cap: 020 per 024h,advisory\n\n';
    expect(fmt(source)).toBe([
      '#  header',
      'creator mira-okafor "Mira"  # me',
      '',
      'allow contexts: portrait, fitness',
      '# indented',
      'session cap: 20 per 24h, advisory',
      '',
    ].join('\n'));
  });

  it('joins a continued list onto one line when it fits', () => {
    expect(fmt('forbid alcohol "Alcohol": "beer",\n      "wine",\n  "gin"\n')).toBe('forbid alcohol "Alcohol": "beer", "wine", "gin"\n');
  });

  it('wraps lines longer than 100 columns after a comma with a 4-space continuation indent', () => {
    const terms = Array.from({ length: 14 }, (_, i) => `"term number ${i}"`).join(', ');
    const out = fmt(`forbid many "Many": ${terms}  # long\n`);
    const lines = out.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    for (const line of lines.slice(0, -1)) expect(line.endsWith(',')).toBe(true);
    for (const line of lines.slice(1)) expect(line.startsWith('    "')).toBe(true);
    expect(lines[lines.length - 1]!.endsWith('"term number 13"  # long')).toBe(true);
    expect(meaning(out)).toEqual(meaning(`forbid many "Many": ${terms}  # long\n`));
  });

  it('re-quotes strings canonically and keeps their value', () => {
    expect(fmt('creator x "a \\"quoted\\" \\\\ name"\n')).toBe('creator x "a \\"quoted\\" \\\\ name"\n');
  });

  it('writes every statement in its canonical spelling', () => {
    const source = [
      'creator  x  "X"',
      'allow   contexts:portrait',
      'realism  ceiling :  stylised',
      'conversation:not    licensed',
      'open  adult:lingerie',
      'exclude   brand b "B":"b"',
      'variety  nudge: 4  repeats  per  24h',
      'expect  refuse  forbidden_depiction  b :context  portrait,prompt  "p"',
      'expect allow :context portrait , prompt "p"',
      'require  identity  for  photoreal',
      'prohibit p "P":"p"',
      'adult a "A" : "a"',
      'forbid  empty "E" :',
    ].join('\n');
    expect(fmt(source)).toBe([
      'creator x "X"',
      'allow contexts: portrait',
      'realism ceiling: stylised',
      'conversation: not licensed',
      'open adult: lingerie',
      'exclude brand b "B": "b"',
      'variety nudge: 4 repeats per 24h',
      'expect refuse forbidden_depiction b: context portrait, prompt "p"',
      'expect allow: context portrait, prompt "p"',
      'require identity for photoreal',
      'prohibit p "P": "p"',
      'adult a "A": "a"',
      'forbid empty "E":',
      '',
    ].join('\n'));
  });

  it('writes every refinement in its canonical spelling, a default window left as written', () => {
    const source = [
      'describe   c   "Said to be under 18."',
      'near c:"zip ties" ,"duct tape"near   "ransom"   within  008',
      'near c:  "a"  near "b"',
      'except  c :"kid gloves",',
      '      "child\'s pose"',
      'age  c:under   018',
      'near c: near within 3',
      'near c:any   two\tof "crayons" ,"sandbox",',
      '    "nap time"  within 008',
      'near c: any two of "a"',
      'near c: any two of   within 3',
    ].join('\n');
    expect(fmt(source, 'x.policy')).toBe([
      'describe c "Said to be under 18."',
      'near c: "zip ties", "duct tape" near "ransom" within 8',
      'near c: "a" near "b"',
      'except c: "kid gloves", "child\'s pose"',
      'age c: under 18',
      'near c: near within 3',
      'near c: any two of "crayons", "sandbox", "nap time" within 8',
      'near c: any two of "a"',
      'near c: any two of within 3',
      '',
    ].join('\n'));
  });

  it('wraps a long near clause after a comma on either side, never inside the clause', () => {
    const left = Array.from({ length: 9 }, (_, i) => `"left term ${i}"`).join(', ');
    const right = Array.from({ length: 9 }, (_, i) => `"right term ${i}"`).join(', ');
    const out = fmt(`near c: ${left} near ${right} within 5\n`, 'x.policy');
    const lines = out.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    for (const line of lines.slice(1)) expect(line.startsWith('    "')).toBe(true);
    for (const line of lines.slice(0, -1)) expect(line.endsWith(',')).toBe(true);
    expect(lines.filter((l) => l.includes('"left term 8" near "right term 0"'))).toHaveLength(1);
    expect(fmt(out, 'x.policy')).toBe(out);
  });

  it('wraps a long near group after a comma, keeping its window on the last line', () => {
    const group = Array.from({ length: 14 }, (_, i) => `"group term ${i}"`).join(', ');
    const out = fmt(`near c: any two of ${group} within 5\n`, 'x.policy');
    const lines = out.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]!.startsWith('near c: any two of "group term 0"')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    expect(lines.at(-1)!.endsWith('"group term 13" within 5')).toBe(true);
    expect(fmt(out, 'x.policy')).toBe(out);
  });

  it('formats an empty or blank-only file to the empty string', () => {
    expect(fmt('')).toBe('');
    expect(fmt('\n\n  \n')).toBe('');
  });

  it('does not format a file with syntax errors and returns its diagnostics', () => {
    const r = formatPolicy('creator x "X"\nallow contexts portrait\nbogus\n', 'x.boundary');
    expect('diagnostics' in r && r.diagnostics.map((d) => [d.code, d.line])).toEqual([['syntax-error', 2], ['syntax-error', 3]]);
  });

  it('keeps huge numbers digit for digit', () => {
    expect(fmt('session cap: 12345678901234567890123 per 0024h, block\n')).toBe('session cap: 12345678901234567890123 per 24h, block\n');
  });
});

describe('formatPolicy is idempotent and keeps the meaning', () => {
  it('on generated files in arbitrary layouts', () => {
    fc.assert(fc.property(policyFile, (source) => {
      const once = fmt(source);
      expect(fmt(once)).toBe(once);
      expect(meaning(once)).toEqual(meaning(source));
    }), { numRuns: 400 });
  });

  it('on random mutations of the policy files that still parse', () => {
    const sources = policySources();
    fc.assert(fc.property(fc.constantFrom(...sources), mutation, (source, mutate) => {
      const mutated = mutate(source);
      const r = formatPolicy(mutated, 'policies/creators/x.boundary');
      if (!('text' in r)) return;
      expect(fmt(r.text)).toBe(r.text);
      expect(meaning(r.text)).toEqual(meaning(mutated));
    }), { numRuns: 400 });
  });
});
