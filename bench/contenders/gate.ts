// Our gate: a generated creator file with N forbidden terms compiled against the real platform
// file, then the full twelve-step evaluate() on every request (normalisation, one automaton
// pass, every rule). prepareMs is our compile time: source text → program + matcher build.

import { readFileSync } from 'node:fs';
import { compileBoundary } from '../../src/compile/index.ts';
import { VERIFIED_REQUESTER } from '../../src/expect/index.ts';
import { evaluate, matchEntriesOf } from '../../src/gate/index.ts';
import { buildMatcher } from '../../src/match/index.ts';
import type { EnforcedBoundary, GateRequest } from '../../src/gate/types.ts';
import { timeOnce } from '../measure.ts';
import type { Contender } from './types.ts';

export const DEFAULT_PLATFORM_FILE = 'policies/platform.policy';
export const GATE_NAME = 'likeness gate';
const PER_CATEGORY = 1000;
const PER_LINE = 8;

/** A creator file whose forbids hold the given terms, 1,000 per category, 8 per line. */
export function benchBoundarySource(terms: string[]): string {
  const lines = ['creator bench-creator "Bench Creator"', 'allow contexts: portrait', 'realism ceiling: illustrative', 'conversation: not licensed', ''];
  for (let c = 0; c * PER_CATEGORY < terms.length; c++) {
    const chunk = terms.slice(c * PER_CATEGORY, (c + 1) * PER_CATEGORY).map((t) => JSON.stringify(t));
    const rows: string[] = [];
    for (let i = 0; i < chunk.length; i += PER_LINE) rows.push(chunk.slice(i, i + PER_LINE).join(', '));
    lines.push(`forbid bench-${c + 1} "Bench terms ${c + 1}": ${rows.join(',\n    ')}`);
  }
  return `${lines.join('\n')}\n`;
}

export const gateContender = (platformFile: string = DEFAULT_PLATFORM_FILE): Contender => ({
  name: GATE_NAME,
  description: 'evaluate(): normalise + one automaton pass + all twelve rules (platform file terms included)',
  prepare(terms) {
    const platform = { fileName: platformFile, source: readFileSync(platformFile, 'utf8') };
    const creator = { fileName: 'bench-creator.boundary', source: benchBoundarySource(terms) };
    const { result, ms } = timeOnce(() => {
      const compiled = compileBoundary({ platform, creator });
      if (!compiled.ok) throw new Error(`bench boundary does not compile: ${compiled.diagnostics.map((d) => d.message).slice(0, 3).join('; ')}`);
      // What a publish costs; the gate builds its own cached copy on the first (warm-up) request.
      buildMatcher(matchEntriesOf(compiled.program));
      return compiled;
    });
    const boundary: EnforcedBoundary = { version: 1, policyHash: result.policyHash, program: result.program };
    const facts = { ...VERIFIED_REQUESTER };
    return {
      prepareMs: ms,
      check(prompt) {
        const request: GateRequest = { prompt, context: 'portrait', realism: 'illustrative', mode: 'image' };
        return evaluate(boundary, request, facts).decision === 'refuse';
      },
    };
  },
});
