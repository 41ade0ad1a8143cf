// Publishing files and folders: the platform file first (creators compile against it), then
// each creator file; `.policy` is a platform file, `.boundary` a creator file.

import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Store } from '../../store/index.ts';
import { publishCreator, publishPlatform, type PublishOptions, type PublishRejected, type PublishResult } from './publish.ts';

export async function collectPolicyFiles(paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const p of paths) {
    if ((await stat(p)).isDirectory()) {
      const entries = await readdir(p, { recursive: true });
      found.push(...entries.filter((e) => e.endsWith('.policy') || e.endsWith('.boundary')).map((e) => path.join(p, e)));
    } else found.push(p);
  }
  const platformFirst = (f: string) => (f.endsWith('.policy') ? 0 : 1);
  return [...new Set(found)].sort((a, b) => platformFirst(a) - platformFirst(b) || a.localeCompare(b));
}

export async function publishFiles(store: Store, paths: string[], actor: string, options: PublishOptions = {}): Promise<(PublishResult | PublishRejected)[]> {
  const results: (PublishResult | PublishRejected)[] = [];
  for (const file of await collectPolicyFiles(paths)) {
    const source = await readFile(file, 'utf8');
    const fileName = path.relative(process.cwd(), path.resolve(file)) || file;
    const sourceFile = { source, fileName };
    results.push(await (file.endsWith('.policy') ? publishPlatform(store, sourceFile, actor) : publishCreator(store, sourceFile, actor, options)));
  }
  return results;
}
