// What reading stated ages adds to one gate evaluation: the same program with and without the
// minors category's age bound, on the benchmark's generated prompts and on plain English ones.
//   npx tsx bench/stated-ages.ts
import { evaluate } from '../src/gate/index.ts';
import type { EnforcedBoundary, GateFacts, GateRequest } from '../src/gate/types.ts';
import { policyHash } from '../src/program/hash.ts';
import type { RuleProgram } from '../src/program/types.ts';
import { compileBoundary } from '../src/compile/index.ts';
import { readFileSync } from 'node:fs';
import { generatePrompt } from './workload.ts';

const platform = readFileSync('policies/platform.policy', 'utf8');
const creator = readFileSync('policies/creators/mira-okafor.boundary', 'utf8');
const compiled = compileBoundary({ platform: { source: platform, fileName: 'platform.policy' }, creator: { source: creator, fileName: 'mira-okafor.boundary' } });
if (!compiled.ok) throw new Error('the shipped policies do not compile');
const program0 = compiled.program;

function boundary(under: number | null): EnforcedBoundary {
  const program = structuredClone(program0) as RuleProgram;
  for (const step of program.rules) if (step.rule === 'platform_prohibition') for (const c of step.categories) if (c.id === 'minors-context') c.ageUnder = under;
  return { version: 1, policyHash: policyHash(program), program };
}

const facts: GateFacts = { creatorState: 'active', consentRevoked: false, verification: 'identity', sessionCount: 0, varietyCount: 0, cost: 1, balance: 100 };
// Prompts as people write them: most state no number at all.
const PLAIN = [
  'studio portrait, soft light, shallow depth of field',
  'the creator on a beach at golden hour, film grain, wide shot',
  'the creator hiking a mountain trail at dawn, misty valley below',
  'watercolour illustration of the creator reading in a cosy library',
  'the creator in a red coat walking through a snowy city street at night',
  'cyberpunk portrait of the creator, neon reflections, rain',
  'the creator cooking pasta in a rustic kitchen, warm light',
  'a 30-year-old creator at a 25th anniversary dinner',
  'portrait with an 18-year-old single malt, moody light',
  'the creator on stage with a 12-string guitar, 85mm lens',
];
// The benchmark's generated prompts (npm run bench): made of syllables, "ten" among them.
const GENERATED = Array.from({ length: 50 }, (_, i) => generatePrompt(i + 1));

function medianMicros(b: EnforcedBoundary, prompts: string[], rounds: number): number {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const prompt of prompts) {
      const request: GateRequest = { prompt, context: 'portrait', realism: 'illustrative', mode: 'image' };
      const t = process.hrtime.bigint();
      evaluate(b, request, facts);
      times.push(Number(process.hrtime.bigint() - t) / 1000);
    }
  }
  times.sort((x, y) => x - y);
  return times[Math.floor(times.length / 2)]!;
}

const without = boundary(null);
const withAges = boundary(18);
for (const [name, prompts] of [['plain English prompts', PLAIN], ['generated benchmark prompts', GENERATED]] as const) {
  medianMicros(without, prompts, 20);
  medianMicros(withAges, prompts, 20);
  const a = medianMicros(without, prompts, 400);
  const b = medianMicros(withAges, prompts, 400);
  console.log(`${name} (${prompts.length} x 400): median evaluate ${a.toFixed(1)} µs without an age bound, ${b.toFixed(1)} µs with minors under 18`);
}
