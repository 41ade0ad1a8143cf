// Generates grammar/policy.generated.js (+ .d.ts) from grammar/policy.peggy.
// The generated parser is never edited by hand and never committed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const source = path.join(root, 'grammar', 'policy.peggy');
if (!existsSync(source)) {
  console.log('build-grammar: grammar/policy.peggy not present yet; nothing to build');
  process.exit(0);
}
const peggy = path.join(root, 'node_modules', 'peggy', 'bin', 'peggy.js');
execFileSync(process.execPath, [
  peggy, '--format', 'es', '--dts', '--return-types', '{"File":"import(\'../src/language/ast.ts\').ParsedFile","Statement":"import(\'../src/language/ast.ts\').Statement"}',
  '--allowed-start-rules', 'File,Statement',
  '-o', path.join(root, 'grammar', 'policy.generated.js'), source,
], { stdio: 'inherit' });
