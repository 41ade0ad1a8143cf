// docs/rule-program.md's example must stay true: its two files compile to its program and hash.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import { validateProgram } from '../../src/program/validate.ts';

const doc = readFileSync(new URL('../../docs/rule-program.md', import.meta.url), 'utf8');
const block = (lang: string): string => {
  const m = doc.match(new RegExp('```' + lang + '\\n([\\s\\S]*?)```'));
  if (m === null) throw new Error(`no ${lang} block in docs/rule-program.md`);
  return m[1]!;
};

describe('docs/rule-program.md example', () => {
  it('compiles to the documented program and policyHash', () => {
    const result = compileBoundary({
      platform: { source: block('policy'), fileName: 'platform.policy' },
      creator: { source: block('boundary'), fileName: 'mira-okafor.boundary' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.program).toEqual(JSON.parse(block('json')));
    expect(validateProgram(result.program).ok).toBe(true);
    expect(doc).toContain(`with \`policyHash\` \`${result.policyHash}\``);
  });
});
