// Prints the plain closing line "N passed, N failed, N skipped" from vitest's JSON report,
// so that CI logs end with one unambiguous count.
import { readFileSync, existsSync } from 'node:fs';

const file = process.argv[2] ?? 'test-output/vitest.json';
if (!existsSync(file)) {
  console.log(`test-summary: no report at ${file}`);
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
