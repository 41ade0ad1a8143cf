// Binary search over a sorted file, including lines longer than one read and a licence header.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LineFile } from '../../src/lexicon/line-file.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'line-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sortedFile(keys: string[], header = ''): LineFile {
  const file = path.join(dir, `f${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, header + keys.map((k, i) => `${k} ${i} ${'x'.repeat(k.length * 997)}\n`).join(''));
  return new LineFile(file);
}

describe('LineFile', () => {
  it('finds every key of a sorted file and nothing else', () => {
    const keys = Array.from({ length: 200 }, (_, i) => `k${String(i).padStart(4, '0')}`);
    const file = sortedFile(keys, '  licence line one\n  licence line two\n');
    for (const [i, key] of keys.entries()) expect(file.findByKey(key)?.split(' ')[1]).toBe(String(i));
    expect(file.findByKey('k')).toBeNull();
    expect(file.findByKey('k9999')).toBeNull();
    expect(file.findByKey('a')).toBeNull();
    file.close();
  });

  it('reads a line at a byte offset', () => {
    const file = sortedFile(['alpha', 'beta']);
    const second = file.findByKey('beta')!;
    expect(file.lineAt(file.size - second.length - 1)).toBe(second);
    file.close();
  });
});
