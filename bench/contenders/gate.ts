// Our gate: a generated creator file with N forbidden terms compiled against the real platform
// file, then the full twelve-step evaluate() on every request (normalisation, one automaton
// pass with spelling tolerance and inflections, near clauses and exceptions, every rule).
// prepareMs is our compile time: source text → program + matcher build.

import { readFileSync } from 'node:fs';
import { compileBoundary } from '../../src/compile/index.ts';
import { VERIFIED_REQUESTER } from '../../src/expect/index.ts';
import { evaluate, matcherInputOf } from '../../src/gate/index.ts';
import { buildMatcher } from '../../src/match/index.ts';
import type { EnforcedBoundary, GateRequest } from '../../src/gate/types.ts';
import { timeOnce } from '../measure.ts';
import type { Contender } from './types.ts';
import { generateTerms } from '../workload.ts';

export const DEFAULT_PLATFORM_FILE = 'policies/platform.policy';
export const GATE_NAME = 'likeness gate';
const PER_CATEGORY = 1000;
const PER_LINE = 8;
/** Per category: near clauses (two terms near two others) and exception phrases. */
const NEAR_CLAUSES = 5;
const EXCEPTIONS = 10;

/** Near clauses and exceptions for category c: near parts are generated words of their own
 *  (never in the prompt); an exception is one of the category's plain terms followed by "ba". */
function refinements(c: number, chunk: string[]): string[] {
  const id = `bench-${c + 1}`;
  const parts = generateTerms(NEAR_CLAUSES * 4, 90_000 + c).map((t) => JSON.stringify(t.replace(/\*$/, '')));
  const lines: string[] = [];
  for (let k = 0; k < NEAR_CLAUSES; k++) {
    const [a, b, x, y] = parts.slice(k * 4, k * 4 + 4);
    lines.push(`near ${id}: ${a}, ${b} near ${x}, ${y} within 6`);
  }
  // From the end of the chunk: the benchmark's control term is one of the first.
  const plain = chunk.filter((t) => !t.endsWith('*')).slice(-EXCEPTIONS);
  if (plain.length > 0) lines.push(`except ${id}: ${plain.map((t) => JSON.stringify(`${t} ba`)).join(', ')}`);
  return lines;
}

/** A creator file whose forbids hold the given terms, 1,000 per category, 8 per line, each
 *  category with near clauses and exceptions. */
export function benchBoundarySource(terms: string[]): string {
  const lines = ['creator bench-creator "Bench Creator"', 'allow contexts: portrait', 'realism ceiling: illustrative', 'conversation: not licensed', ''];
  for (let c = 0; c * PER_CATEGORY < terms.length; c++) {
    const chunk = terms.slice(c * PER_CATEGORY, (c + 1) * PER_CATEGORY).map((t) => JSON.stringify(t));
    const rows: string[] = [];
    for (let i = 0; i < chunk.length; i += PER_LINE) rows.push(chunk.slice(i, i + PER_LINE).join(', '));
    lines.push(`forbid bench-${c + 1} "Bench terms ${c + 1}": ${rows.join(',\n    ')}`);
    lines.push(...refinements(c, terms.slice(c * PER_CATEGORY, (c + 1) * PER_CATEGORY)));
  }
  return `${lines.join('\n')}\n`;
}

/** Whether a word alone matches a term of the platform file (with no creator terms). */
export function platformMatches(platformFile: string = DEFAULT_PLATFORM_FILE): (word: string) => boolean {
  const platform = { fileName: platformFile, source: readFileSync(platformFile, 'utf8') };
  const compiled = compileBoundary({ platform, creator: { fileName: 'bench-creator.boundary', source: benchBoundarySource([]) } });
  if (!compiled.ok) throw new Error('the platform file does not compile');
  const { entries, options } = matcherInputOf(compiled.program);
  const matcher = buildMatcher(entries, options);
  return (word) => matcher.scanText(word).matches.length > 0;
}

export const gateContender = (platformFile: string = DEFAULT_PLATFORM_FILE): Contender => ({
  name: GATE_NAME,
  description: 'evaluate(): normalise + one automaton pass (spelling tolerance, inflections, 5 near clauses and 10 exceptions per 1,000 terms) + all twelve rules (platform file terms included)',
  prepare(terms) {
    const platform = { fileName: platformFile, source: readFileSync(platformFile, 'utf8') };
    const creator = { fileName: 'bench-creator.boundary', source: benchBoundarySource(terms) };
    const cpuBefore = process.cpuUsage();
    const { result, ms } = timeOnce(() => {
      const compiled = compileBoundary({ platform, creator });
      if (!compiled.ok) throw new Error(`bench boundary does not compile: ${compiled.diagnostics.map((d) => d.message).slice(0, 3).join('; ')}`);
      // What a publish costs; the gate builds its own cached copy on the first (warm-up) request.
      const { entries, options } = matcherInputOf(compiled.program);
      buildMatcher(entries, options);
      return compiled;
    });
    const cpu = process.cpuUsage(cpuBefore);
    const boundary: EnforcedBoundary = { version: 1, policyHash: result.policyHash, program: result.program };
    const facts = { ...VERIFIED_REQUESTER };
    return {
      prepareMs: ms,
      prepareCpuMs: (cpu.user + cpu.system) / 1000,
      check(prompt) {
        const request: GateRequest = { prompt, context: 'portrait', realism: 'illustrative', mode: 'image' };
        return evaluate(boundary, request, facts).decision === 'refuse';
      },
    };
  },
});
