// A failure inside the gate still refuses (fail closed), and the service logs why at error level
// under the request's id; neither answer tells the requester more than "refused".

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';

let db: TestDatabase;
let server: TestServer;
let who: { accountId: string; key: string };
const logged: unknown[][] = [];
const body = { creator: 'gil-broken', prompt: 'studio portrait, soft light', context: 'portrait' };
const GATE_ERROR = { rule: 'platform_prohibition', category: 'gate-error', evidence: 'internal error', message: 'The request could not be evaluated safely, so it is refused.' };

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [{ slug: 'gil-broken', active: true }]);
  // The stored program no longer hashes to its policyHash: the gate throws on its integrity check.
  await db.orm.em.getConnection().execute(
    `update boundary_version set program = jsonb_set(program::jsonb, '{rules}', (program::jsonb -> 'rules') - 3)
      where creator_id = (select id from creator where slug = 'gil-broken')`,
  );
  who = await requesterWithKey(db.orm.em, 'gil@example.org', 'identity', 10);
  server = await startServer(db.orm, db.url);
  server.deps.log = (...args) => void logged.push(args);
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const gateErrorsFor = (requestId: string) => logged.filter(([level, , detail]) => level === 'error' && (detail as { requestId?: string } | undefined)?.requestId === requestId);

describe('a failure inside the gate', () => {
  it('refuses the dry run, and the log names the code, the reason and the request id', async () => {
    const { res, body: answer } = await call(server, 'POST', '/api/v1/check', { body, key: who.key, headers: { 'X-Request-Id': 'req-check-1' } });
    expect(res.status).toBe(200);
    expect(answer).toMatchObject({ decision: 'refuse', refusal: GATE_ERROR });
    expect(answer.error).toBeUndefined();
    const entries = gateErrorsFor('req-check-1');
    expect(entries).toHaveLength(1);
    expect(entries[0]![2]).toMatchObject({ requestId: 'req-check-1', creator: 'gil-broken', code: 'gate_internal_error', error: expect.stringMatching(/\S/) });
  });

  it('refuses generate with a 403 and nothing charged, and logs it under the request id', async () => {
    const { res, body: answer } = await call(server, 'POST', '/api/v1/generate', { body, key: who.key, headers: { 'X-Request-Id': 'req-generate-1' } });
    expect(res.status).toBe(403);
    expect(answer).toMatchObject({ decision: 'refuse', refusal: GATE_ERROR });
    expect(gateErrorsFor('req-generate-1')[0]?.[2]).toMatchObject({ code: 'gate_internal_error' });
  });

  it('gives a request without an id one of its own', async () => {
    const before = logged.length;
    await call(server, 'POST', '/api/v1/check', { body, key: who.key });
    const detail = logged.slice(before).find(([level]) => level === 'error')?.[2] as { requestId?: string } | undefined;
    expect(detail?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
