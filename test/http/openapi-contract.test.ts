// The served OpenAPI document is readable by other people's tools: swagger-parser validates it,
// redocly's recommended rules find no error, and openapi-typescript makes a client of it.

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocumentFor } from '../../src/http/routes/index.ts';

type Json = Record<string, any>;
const run = promisify(execFile);
let dir: string;
let file: string;
const document = openApiDocumentFor('https://likeness.example') as Json;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'likeness-openapi-'));
  file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(document, null, 2));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const operations = (): { path: string; method: string; op: Json }[] =>
  Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([p, methods]) => Object.entries(methods).map(([method, op]) => ({ path: p, method, op })));

describe('the OpenAPI document', () => {
  it('validates under swagger-parser (every $ref resolves)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('has no error under redocly lint with the recommended rules', async () => {
    const bin = path.resolve('node_modules/.bin/redocly');
    const { stdout } = await run(bin, ['lint', file, '--format=json', '--extends=recommended'], { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } }).catch((e) => e);
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] };
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('makes a typed client with openapi-typescript', async () => {
    const source = astToString(await openapiTS(structuredClone(document) as never));
    expect(source).toContain('"/api/v1/generate"');
    expect(source).toContain('GenerationResult');
  });

  it('documents the headers the pipeline sets: Retry-After on 429 and 503, WWW-Authenticate on 401, RateLimit on limited routes', () => {
    for (const { path: p, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${p}`;
      for (const status of ['429', '503']) if (op.responses[status]) expect(op.responses[status].headers?.['Retry-After'], `${where} ${status}`).toBeDefined();
      if (op.responses['401'] && op.security.length > 0) expect(op.responses['401'].headers?.['WWW-Authenticate'], where).toBeDefined();
      if (op.responses['429']) expect(op.responses['200']?.headers?.RateLimit ?? op.responses['201']?.headers?.RateLimit, where).toBeDefined();
    }
  });

  it('describes each status by what it means on that route, never another route\'s reason', () => {
    for (const { path: p, op } of operations()) {
      if (op.responses['503'] && !p.endsWith('/callback')) expect(op.responses['503'].description, p).not.toMatch(/callback/i);
    }
    expect(document.paths['/api/v1/verification/callback'].post.responses['503'].description).toMatch(/callback/i);
  });

  it('gives Idempotency-Key the pattern the server enforces (no spaces, not empty)', () => {
    const header = document.paths['/api/v1/generate'].post.parameters.find((p: Json) => p.name === 'Idempotency-Key');
    const pattern = new RegExp(header.schema.pattern);
    expect(['', 'has space', 'x'.repeat(201)].some((k) => pattern.test(k))).toBe(false);
    expect(pattern.test('retry-7f3a')).toBe(true);
  });

  it('gives date-time and uri formats to the fields the spec types so', () => {
    const result = document.components.schemas.GenerationResult;
    expect(result.properties.provenance.properties.verify.format).toBe('uri');
    expect(document.components.schemas.Problem).toBeDefined();
    const json = JSON.stringify(document);
    expect(json).not.toContain('#/$defs/');
    expect(json.match(/"format":"date-time"/g)?.length ?? 0).toBeGreaterThan(5);
  });
});
