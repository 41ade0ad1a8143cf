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
    // The documented program leaves out the long noun lists of matching.notPeople (WordNet's),
    // showing only where they come from; the hash below covers them.
    const { notPeople, ...matching } = result.program.matching;
    const documented = JSON.parse(block('json')) as { matching: { notPeople: { source: string } } };
    expect(notPeople?.source).toBe(documented.matching.notPeople.source);
    expect(notPeople?.living.length).toBeGreaterThan(1000);
    const { notPeople: _shown, ...documentedMatching } = documented.matching;
    expect({ ...result.program, matching }).toEqual({ ...documented, matching: documentedMatching });
    expect(validateProgram(result.program).ok).toBe(true);
    expect(doc).toContain(`with \`policyHash\` \`${result.policyHash}\``);
  });
});
