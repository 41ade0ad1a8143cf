// Property: formatting never changes meaning. For any layout-only mutation x of a demo creator
// file, x and fmt(x) compile to the same policyHash as the original, and fmt is idempotent.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import { formatPolicy } from '../../src/format/index.ts';
import { seededRandom } from '../../bench/workload.ts';
import { mutateBoundary } from './mutate-policy.ts';
import { CREATORS, PLATFORM } from './run-cli.ts';

const platform = { fileName: PLATFORM, source: readFileSync(PLATFORM, 'utf8') };
const demos = readdirSync(CREATORS)
  .filter((f) => f.endsWith('.boundary'))
  .map((f) => ({ fileName: path.join(CREATORS, f), source: readFileSync(path.join(CREATORS, f), 'utf8') }));

function hashOf(fileName: string, source: string): string {
  const compiled = compileBoundary({ platform, creator: { fileName, source } });
  if (!compiled.ok) throw new Error(`${fileName} does not compile:\n${compiled.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('\n')}\n---\n${source}`);
  return compiled.policyHash;
}

describe('fmt preserves meaning', () => {
  const originals = new Map(demos.map((d) => [d.fileName, hashOf(d.fileName, d.source)]));

  it('parse(fmt(x)) compiles to the same policyHash as x for layout mutations of the demo files', () => {
    fc.assert(
      fc.property(fc.constantFrom(...demos), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (demo, seed) => {
        const mutated = mutateBoundary(demo.source, demo.fileName, seededRandom(seed));
        expect(hashOf(demo.fileName, mutated)).toBe(originals.get(demo.fileName));
        const formatted = formatPolicy(mutated, demo.fileName);
        if (!('text' in formatted)) throw new Error(`fmt refused a valid file: ${JSON.stringify(formatted.diagnostics)}`);
        expect(hashOf(demo.fileName, formatted.text)).toBe(originals.get(demo.fileName));
        const again = formatPolicy(formatted.text, demo.fileName);
        expect('text' in again && again.text).toBe(formatted.text);
      }),
      { numRuns: 40 },
    );
    // Each run compiles twice against the whole platform lexicon: room for a busy machine.
  }, 120_000);

  it('the mutations really change the text (the property is not vacuous)', () => {
    const demo = demos[0]!;
    const variants = new Set(Array.from({ length: 5 }, (_, i) => mutateBoundary(demo.source, demo.fileName, seededRandom(i))));
    expect(variants.size).toBe(5);
    expect(variants.has(demo.source)).toBe(false);
  });
});
