// A real HTTP server on loopback for endpoint tests, and response validation against the
// OpenAPI document the server itself serves (ajv, JSON Schema 2020-12).

import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { loadConfig, type Config } from '../../src/config/index.ts';
import type { Orm } from '../../src/store/orm/open.ts';
import { createApp, routesFor } from '../../src/app.ts';
import { answerClientErrors } from '../../src/http/client-errors.ts';
import type { AppDeps } from '../../src/app/deps.ts';
import { postgresRateLimiters, type RateLimiters } from '../../src/middleware/rate-limit.ts';

import { loadKeyring } from '../../src/provenance/keyring.ts';
import { ephemeralContentCredentials, loadContentCredentials, type ContentCredentials } from '../../src/provenance/c2pa/credentials.ts';

export interface TestServer {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

export const TEST_PROVENANCE_KEYS = `test-key:${randomBytes(32).toString('base64')}`;

let sharedCredentials: Promise<ContentCredentials> | undefined;

/** DATA_DIR or C2PA_* in `env`: loaded as `npm start` does; otherwise one in-memory development CA per test file. */
function credentialsFor(config: Config, env: Record<string, string>): Promise<ContentCredentials> {
  if (env.DATA_DIR !== undefined || env.C2PA_SIGNING_KEY !== undefined) return loadContentCredentials(config, config.dataDir);
  sharedCredentials ??= ephemeralContentCredentials();
  return sharedCredentials;
}

export function testConfig(env: Record<string, string> = {}): Config {
  const loaded = loadConfig({ LOG_LEVEL: 'silent', ...env });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  return loaded.config;
}

/** `makeLimiters` replaces the default PostgreSQL store (the Redis tests pass a Redis one). */
export async function startServer(
  orm: Orm | null,
  databaseUrl: string | null,
  env: Record<string, string> = {},
  makeLimiters: (config: Config) => RateLimiters = (config) => postgresRateLimiters(config, databaseUrl ?? 'postgres://nobody@127.0.0.1:1/none'),
): Promise<TestServer> {
  const config = testConfig(env);
  const limiters = makeLimiters(config);
  const logged: unknown[] = [];
  // PROVENANCE_KEYS from `env` when a test sets it, else one random key per test run (never on disk).
  const keyring = loadKeyring({ provenanceKeys: config.provenanceKeys ?? TEST_PROVENANCE_KEYS }, config.dataDir);
  const contentCredentials = await credentialsFor(config, env);
  const deps: AppDeps = { config, orm, limiters, keyring, contentCredentials, now: () => new Date(), log: (...args) => void logged.push(args) };
  const app = createApp(deps, routesFor());
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  answerClientErrors(server);
  const { port } = server.address() as AddressInfo;
  // Absolute URLs come from configuration only: point them at this server unless the test sets PUBLIC_URL.
  if (!env.PUBLIC_URL) config.publicUrl = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    close: async () => {
      await new Promise((r) => server.close(r));
      await limiters.close();
    },
  };
}

type Json = Record<string, any>;
const DOCUMENT_ID = 'https://likeness.test/openapi.json';
let documentPromise: Promise<Json> | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

/** Finds the documented response for this request and validates the body against it. */
export async function expectDocumented(server: TestServer, method: string, path: string, res: Response, body: unknown): Promise<void> {
  // The whole document is one schema resource, so `#/components/schemas/…` references resolve.
  documentPromise ??= fetch(`${server.url}/api/v1/openapi.json`)
    .then((r) => r.json() as Promise<Json>)
    .then((d) => {
      ajv.addSchema({ ...d, $id: DOCUMENT_ID });
      return d;
    });
  const doc = await documentPromise;
  const bare = path.split('?')[0]!;
  // Several templates can match (/provenance/{id} and /provenance/verify): prefer the one with this method.
  const templates = Object.keys(doc.paths).filter((p) => new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`).test(bare));
  const template = templates.find((p) => doc.paths[p][method.toLowerCase()]) ?? templates[0];
  const op = template ? doc.paths[template][method.toLowerCase()] : undefined;
  const status = String(res.status);
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0]!;
  // A 4xx with a body of its own (generate's 403 Refusal) is validated like a success.
  const ownBody = res.status >= 400 && op?.responses[status]?.content?.['application/json'] !== undefined;
  if (res.status >= 400 && !ownBody) {
    expect(contentType).toBe('application/problem+json');
    if (op) expect(Object.keys(op.responses), `${method} ${path} documents ${status}`).toContain(status);
  } else {
    expect(op, `${method} ${path} is documented`).toBeDefined();
    expect(Object.keys(op.responses), `${method} ${path} documents ${status}`).toContain(status);
  }
  if (res.status === 204) {
    // No content: nothing to validate but that there is nothing.
    expect(body).toBe('');
    expect(op.responses['204'].content).toBeUndefined();
    return;
  }
  const schema = res.status >= 400 && !ownBody ? doc.components.schemas.Problem : op.responses[status].content?.[contentType]?.schema;
  expect(schema, `schema for ${method} ${path} ${status} ${contentType}`).toBeDefined();
  const pointer =
    res.status >= 400 && !ownBody
      ? '/components/schemas/Problem'
      : ['', 'paths', template!, method.toLowerCase(), 'responses', status, 'content', contentType, 'schema'].map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
  const key = `${method} ${template} ${status} ${contentType}`;
  const validate = compiled.get(key) ?? ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
  compiled.set(key, validate);
  expect(validate(body) ? [] : validate.errors).toEqual([]);
}

/** fetch + parse + validate against the document, in one call. */
export async function call(server: TestServer, method: string, path: string, init: { body?: unknown; rawBody?: string; headers?: Record<string, string>; key?: string } = {}): Promise<{ res: Response; body: any }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  let payload: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    payload = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${server.url}${path}`, { method, headers, body: payload });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? JSON.parse(text) : text;
  await expectDocumented(server, method, path, res, body);
  return { res, body };
}
