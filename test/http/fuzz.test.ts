// Property tests: random JSON bodies, mutations of valid requests and random headers give a
// 400 or a decision (or another documented client status), never a 500.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXTS, MODES, REALISM_TIERS } from '../../src/vocabulary.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';

let db: TestDatabase;
let server: TestServer;
let key: string;
beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [{ slug: 'ana-fuzz', active: true }]);
  key = (await requesterWithKey(db.orm.em, 'fuzz@example.org', 'identity', 5)).key;
  server = await startServer(db.orm, db.url, { RATE_LIMIT_CHECK: '100000', BODY_LIMIT_BYTES: '8192' });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const validRequest = fc.record(
  {
    creator: fc.constantFrom('ana-fuzz', 'nobody'),
    prompt: fc.string({ minLength: 1, maxLength: 300 }),
    context: fc.constantFrom(...CONTEXTS),
    realism: fc.constantFrom(...REALISM_TIERS),
    mode: fc.constantFrom(...MODES),
    reference: fc.string({ maxLength: 200 }),
  },
  { requiredKeys: ['creator', 'prompt', 'context'] },
);

const mutation = fc.tuple(validRequest, fc.constantFrom('creator', 'prompt', 'context', 'realism', 'mode', 'reference', 'extra'), fc.jsonValue()).map(([req, field, value]) => ({ ...req, [field]: value }));

const outcomes = [200, 400, 404, 413];

describe('fuzzing POST /api/v1/check', () => {
  it('answers random JSON with a documented client status, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const { res } = await call(server, 'POST', '/api/v1/check', { body, key });
        expect(outcomes).toContain(res.status);
      }),
      { numRuns: 120 },
    );
  });

  it('answers valid requests and single-field mutations with a decision or a 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(validRequest, mutation), async (body) => {
        const { res, body: out } = await call(server, 'POST', '/api/v1/check', { body, key });
        expect(outcomes).toContain(res.status);
        if (res.status === 200) expect(['allow', 'allow_with_advisory', 'refuse']).toContain(out.decision);
      }),
      { numRuns: 200 },
    );
  });

  it('answers random Authorization and Content-Type headers and raw bodies with 4xx or a decision', async () => {
    const header = fc.string({ maxLength: 80 }).filter((s) => /^[\x20-\x7e]*$/.test(s));
    await fc.assert(
      fc.asyncProperty(fc.boolean(), header, fc.constantFrom('application/json', 'text/plain', 'application/merge-patch+json', '', 'application/json; charset=latin1'), fc.string({ maxLength: 200 }), async (realKey, auth, type, raw) => {
        const headers: Record<string, string> = { authorization: realKey ? `Bearer ${key}` : auth };
        if (type) headers['content-type'] = type;
        const { res } = await call(server, 'POST', '/api/v1/check', { rawBody: raw, headers });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
