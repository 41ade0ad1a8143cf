// Word and sentence lists under test/match/fixtures/: one item per line, `#` lines are comments.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function readFixture(name: string): string[] {
  const path = fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !l.startsWith('#'));
}
