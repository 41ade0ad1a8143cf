// The API (src/http) and the website (src/web) are sibling faces: src/app.ts mounts both, and
// neither imports the other. What both need lives in a neutral folder (src/app, src/middleware,
// src/requests, src/kernel). Which folders may reach the database is held by the store's own
// ownership test; this one is about the two faces only.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|js)$/.test(e.name) ? [path] : [];
  });
}

/** Every module a file imports, re-exports or imports dynamically, resolved to a path under src/. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((i) => i.fileName).filter((name) => name.startsWith('.')).map((name) => relative(SRC, resolve(dirname(file), name)));
}

/** `web/pages/generate.ts imports http/schemas.ts` for each import of the other face. */
function crossings(face: 'http' | 'web', other: 'http' | 'web'): string[] {
  return sourceFiles(join(SRC, face)).flatMap((file) =>
    importsOf(file)
      .filter((target) => target === other || target.startsWith(`${other}/`))
      .map((target) => `${relative(SRC, file)} imports ${target}`),
  );
}

describe('the two faces', () => {
  it('finds the files of both faces and reads their imports', () => {
    // A walk that found nothing would make the assertions below pass on an empty list.
    const http = sourceFiles(join(SRC, 'http'));
    const web = sourceFiles(join(SRC, 'web'));
    expect(http.length).toBeGreaterThan(10);
    expect(web.length).toBeGreaterThan(10);
    expect(importsOf(join(SRC, 'app.ts'))).toEqual(expect.arrayContaining(['http/index.ts', 'web/index.ts']));
  });

  it('the API imports nothing from the website', () => {
    expect(crossings('http', 'web')).toEqual([]);
  });

  it('the website imports nothing from the API', () => {
    expect(crossings('web', 'http')).toEqual([]);
  });

  it('neither face imports the migrations folder (src/db)', () => {
    const intoDb = (face: string) => sourceFiles(join(SRC, face)).flatMap((file) => importsOf(file).filter((t) => t === 'db' || t.startsWith('db/')).map((t) => `${relative(SRC, file)} imports ${t}`));
    expect([...intoDb('http'), ...intoDb('web')]).toEqual([]);
  });
});
