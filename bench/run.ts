// `npm run bench`: our gate vs a naive baseline vs AWS Cedar at 10 … 20,000 forbidden terms,
// side by side in one run; writes docs/performance.md. Options: --sizes 10,100 --out FILE
// --budget-ms N (per contender and size) --platform FILE.

import { parseArgs } from 'node:util';
import { contenders, type PreparedContender } from './contenders/index.ts';
import { GATE_NAME } from './contenders/gate.ts';
import { cedarContender } from './contenders/cedar.ts';
import { describeMachine } from './machine.ts';
import { PERFORMANCE_HEADER, writeSection } from './sections.ts';
import { measure, type Budget } from './measure.ts';
import { renderReport, type SizeResult } from './report.ts';
import { tailReference } from './tail-reference.ts';
import { evaluateTargets } from './targets.ts';
import { generatePrompt, generateTerms, SIZES } from './workload.ts';
import { normalise } from '../src/match/index.ts';
import { loadEnglishWords } from '../src/match/english-words.ts';
import { loadLemmatiser } from '../src/match/lemmas.ts';
import { timeOnce } from './measure.ts';
import { newWordsTiming } from './new-words.ts';
import { platformMatches } from './contenders/gate.ts';

const COMMAND = 'npm run bench  (node --no-turbo-inline-js-wasm-calls --import tsx bench/run.ts)';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string' },
    out: { type: 'string', default: 'docs/performance.md' },
    'budget-ms': { type: 'string', default: '2500' },
    platform: { type: 'string' },
  },
});
const sizes = values.sizes ? values.sizes.split(',').map(Number) : [...SIZES];
const budgetMs = Number(values['budget-ms']);
const CONTENDERS = contenders(values.platform);

function budgetFor(name: string): Budget {
  // Cedar is orders of magnitude slower per call: fewer samples, same wall-clock budget.
  return name === cedarContender.name
    ? { maxMs: budgetMs, maxSamples: 5_000, warmup: 5 }
    : { maxMs: budgetMs, maxSamples: 50_000, warmup: 5_000 };
}

/** Every contender must find a term that is there and none in the benchmark prompt. */
function sanityCheck(name: string, prepared: PreparedContender, prompt: string, term: string): void {
  if (prepared.check(prompt)) throw new Error(`${name}: the benchmark prompt must not match any term`);
  if (!prepared.check(`${prompt.slice(0, 1000)} ${term} ${prompt.slice(1000, 1900)}`)) throw new Error(`${name}: failed to find the term "${term}"`);
}

// The lexical resources load once per process, on first use; load them here, timed, so that the
// first size's compile time does not include them.
const lexicalLoadMs = { lemmatiser: timeOnce(loadLemmatiser).ms, dictionary: timeOnce(loadEnglishWords).ms };
console.log(`loaded once per process: lemmatiser ${lexicalLoadMs.lemmatiser.toFixed(0)} ms, dictionary ${lexicalLoadMs.dictionary.toFixed(0)} ms`);

// The platform file's part every creator's compile and matcher share: made once, timed here.
const platformPart = timeOnce(() => platformMatches(values.platform));
console.log(`platform file's shared part, once per process: ${platformPart.ms.toFixed(0)} ms`);
const prompt = generatePrompt(7, platformPart.result);
const results: SizeResult[] = [];
/** Compiles timed per size for our set-up figure (see below). */
const COMPILES = 5;
for (const size of sizes) {
  const terms = generateTerms(size);
  const control = terms.find((t) => !t.endsWith('*')) as string;
  const result: SizeResult = { terms: size, timings: {}, prepareMs: {}, prepareCpuMs: {} };
  for (const contender of CONTENDERS) {
    const prepared = contender.prepare(terms);
    sanityCheck(contender.name, prepared, prompt, control);
    const timing = measure(() => prepared.check(prompt), budgetFor(contender.name));
    result.timings[contender.name] = timing;
    if (prepared.prepareMs !== undefined) {
      // One compile is one sample, taken wherever the last size's garbage left the heap: ours is
      // the median of COMPILES compiles, each of a different file of this size (so no compile
      // meets words an earlier one already read), the first the one timed above.
      const samples = [{ ms: prepared.prepareMs, cpu: prepared.prepareCpuMs }];
      if (contender.name === GATE_NAME) {
        for (let k = 1; k < COMPILES; k++) {
          const other = contender.prepare(generateTerms(size, 20_000 + 7_919 * k));
          samples.push({ ms: other.prepareMs!, cpu: other.prepareCpuMs });
        }
      }
      samples.sort((x, y) => x.ms - y.ms);
      const middle = samples[Math.floor(samples.length / 2)]!;
      result.prepareMs[contender.name] = middle.ms;
      if (middle.cpu !== undefined) result.prepareCpuMs![contender.name] = middle.cpu;
    }
    console.log(`${String(size).padStart(6)} terms  ${contender.name.padEnd(14)} median ${timing.medianUs.toFixed(2).padStart(10)} µs  p99 ${timing.p99Us.toFixed(2).padStart(10)} µs  (${timing.samples} samples)`);
  }
  results.push(result);
}

const gateAt5k = results.find((r) => r.terms === 5000)?.timings[GATE_NAME] ?? results.at(-1)?.timings[GATE_NAME];
const tail = tailReference(gateAt5k?.medianUs ?? 40, budgetFor(GATE_NAME)).timing;
console.log(`busy-loop reference: median ${tail.medianUs.toFixed(2)} µs, p99 ${tail.p99Us.toFixed(2)} µs`);
const newWords = newWordsTiming(generateTerms(sizes.at(-1)!), prompt, { maxMs: budgetMs, maxSamples: 2_000, warmup: 20 });
console.log(`readings of the prompt's words, none remembered (${sizes.at(-1)} terms): median ${newWords.medianUs.toFixed(2)} µs, p99 ${newWords.p99Us.toFixed(2)} µs`);
const breakdown = { normalise: measure(() => normalise(prompt), budgetFor(GATE_NAME)), tail, newWords, lexicalLoadMs, platformPartMs: platformPart.ms };
console.log(`normalise() alone: median ${breakdown.normalise.medianUs.toFixed(2)} µs, p99 ${breakdown.normalise.p99Us.toFixed(2)} µs`);
const names = CONTENDERS.map((c) => c.name);
const descriptions = Object.fromEntries(CONTENDERS.map((c) => [c.name, c.description]));
const targets = evaluateTargets(results, GATE_NAME, cedarContender.name);
writeSection(values.out as string, 'gate', renderReport(describeMachine(), COMMAND, names, GATE_NAME, results, targets, descriptions, breakdown), PERFORMANCE_HEADER);
for (const t of targets) console.log(`${t.met ? 'met    ' : 'MISSED '} ${t.label}: ${t.value}`);
console.log(`wrote ${values.out}`);
