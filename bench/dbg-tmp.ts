import { readFileSync } from 'node:fs';
import { compileBoundary } from '../src/compile/index.ts';
import { matcherInputOf } from '../src/gate/index.ts';
import { buildMatcher } from '../src/match/index.ts';
import { loadLemmatiser } from '../src/match/lemmas.ts';
import { benchBoundarySource } from './contenders/gate.ts';
import { generateTerms } from './workload.ts';
loadLemmatiser();
const platform = { fileName: 'policies/platform.policy', source: readFileSync('policies/platform.policy', 'utf8') };
for (let i = 0; i < 2; i++) {
let t = performance.now();
const c = compileBoundary({ platform, creator: { fileName: 'bench-creator.boundary', source: benchBoundarySource(generateTerms(5000)) } });
console.log('compile', performance.now() - t);
if (!c.ok) throw new Error('x');
t = performance.now();
const { entries, options } = matcherInputOf(c.program);
buildMatcher(entries, options);
console.log('build', performance.now() - t);
t = performance.now();
buildMatcher(entries, { spelling: null, inflection: false });
console.log('build exact', performance.now() - t);
t = performance.now();
buildMatcher(entries, { spelling: null, inflection: true });
console.log('build inflection', performance.now() - t);
}
