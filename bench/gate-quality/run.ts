// `npm run bench:quality`: the gate on the evaluation corpus. Prints recall per category × cue,
// false positives per kind and the other-language figures. Options: `--write` puts them into
// docs/gate-quality.md between its markers; `--misses` also lists the lines the gate got wrong;
// `--raise-floor` raises bench/gate-quality/floor.json to today's figures (never lowers it).

import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { writeSection } from '../sections.ts';
import { evaluate } from './evaluate.ts';
import { floorViolations, raisedFloor } from './floor.ts';
import { FLOOR_FILE, loadEvaluationInput, loadFloor, loadLanguageCheck } from './load.ts';
import { renderQuality } from './tables.ts';

const COMMAND = 'npm run bench:quality  (tsx bench/gate-quality/run.ts)';
const DOC = 'docs/gate-quality.md';
const DOC_HEADER = '# Gate quality\n';

const { values } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    misses: { type: 'boolean', default: false },
    'raise-floor': { type: 'boolean', default: false },
  },
});

const { input, notes } = loadEvaluationInput('.', await loadLanguageCheck());
const figures = evaluate(input);
const report = renderQuality(figures, COMMAND, notes);
console.log(report);

if (values.misses) {
  console.log('\n### Missed prohibited prompts\n');
  for (const m of figures.misses) console.log(`- [${m.category} / ${m.cue}] ${m.prompt}  → ${m.verdict.evidence}`);
  console.log('\n### Innocent prompts stopped\n');
  for (const p of figures.falsePositives) console.log(`- [${p.kind}] ${p.prompt}  → ${p.verdict.rule} ${p.verdict.category ?? ''}: ${p.verdict.evidence}`);
}

const floor = loadFloor();
const violations = floor === undefined ? [] : floorViolations(figures, floor);
for (const v of violations) console.log(`BELOW FLOOR: ${v}`);
if (values['raise-floor']) {
  writeFileSync(FLOOR_FILE, `${JSON.stringify(raisedFloor(figures, floor), null, 2)}\n`);
  console.log(`\nwrote ${FLOOR_FILE}`);
}
if (values.write) {
  writeSection(DOC, 'gate-quality', report, DOC_HEADER);
  console.log(`\nwrote ${DOC}`);
}
