// The takedown intake attacks: a victim who makes typos must not be locked out (only accepted
// reports count toward the limit), malformed references are refused naming the field, unknown
// ones are accepted and flagged for the reviewer, and a limited reporter is told another way to
// reach the reviewers.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { recordGeneration } from '../provenance/records.ts';
import { accountWithKey } from '../takedown/staff.ts';
import { SiteClient, textOf } from '../web/client.ts';

const CONTACT = 'reviewers@likeness.example';
const DETAIL = 'This image of me was made without my consent.';

let db: TestDatabase;
let server: TestServer;
let reviewer: { key: string };
let generationOfAna: string;

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [
    { slug: 'ana-intake', active: true },
    { slug: 'bo-intake', active: true },
  ]);
  reviewer = await accountWithKey(db.orm.em, 'intake-reviewer@example.org', ['reviewer']);
  server = await startServer(db.orm, db.url, { RATE_LIMIT_TAKEDOWN: '2', TAKEDOWN_CONTACT: CONTACT });
  const requester = await requesterWithKey(db.orm.em, 'intake-req@example.org', 'identity', 10);
  generationOfAna = (await recordGeneration(db.orm.em, server.deps.keyring, { accountId: requester.accountId, creator: 'ana-intake' })).id;
}, 60_000);
afterAll(async () => {
  await server.close();
  await db.drop();
});

const report = (body: Record<string, unknown>) => call(server, 'POST', '/api/v1/takedowns', { body: { kind: 'non-consensual', detail: DETAIL, ...body } });
const flagsOf = async (id: string): Promise<string[]> => (await call(server, 'GET', `/api/v1/takedowns/${id}`, { key: reviewer.key })).body.referenceFlags;
const clearLimits = () => db.orm.em.getConnection().execute('delete from rate_limit');

describe('POST /api/v1/takedowns references', () => {
  it.each([
    ['a generation id that is not gen_…', { generationId: '12345' }, '/generationId'],
    ['a creator name instead of a slug', { creator: 'Mira Okafor' }, '/creator'],
  ])('is 400 naming the field for %s', async (_name, body, pointer) => {
    const { res, body: problem } = await report(body);
    expect(res.status).toBe(400);
    expect(problem.errors.map((e: { pointer: string }) => e.pointer)).toEqual([pointer]);
    expect(problem.errors[0].message).toMatch(pointer === '/creator' ? /slug/ : /gen_/);
  });

  it('accepts well-formed but unknown references, and flags them for the reviewer', async () => {
    await clearLimits();
    const unknown = await report({ generationId: 'gen_0000000000000000000000000z', creator: 'nobody-here' });
    expect(unknown.res.status).toBe(201);
    expect(await flagsOf(unknown.body.id)).toEqual([
      'unknown generation: no generation gen_0000000000000000000000000z on record',
      'unknown creator: no creator "nobody-here" on record',
    ]);
    const mismatch = await report({ generationId: generationOfAna, creator: 'bo-intake' });
    expect(mismatch.res.status).toBe(201);
    expect(await flagsOf(mismatch.body.id)).toEqual([`mismatch: generation ${generationOfAna} is of creator "ana-intake", not "bo-intake"`]);
    await clearLimits();
    const known = await report({ generationId: generationOfAna, creator: 'ana-intake' });
    expect(await flagsOf(known.body.id)).toEqual([]);
    const queue = (await call(server, 'GET', '/api/v1/takedowns', { key: reviewer.key })).body.takedowns;
    expect(queue.find((t: { id: string }) => t.id === unknown.body.id).referenceFlags).toHaveLength(2);
  });
});

describe('the takedown limit', () => {
  it('counts accepted reports only: typos never lock a victim out; a limited reporter is told where else to go', async () => {
    await clearLimits();
    for (const typo of [{ generationId: '12345' }, { creator: 'Mira Okafor' }, { detail: 'too short' }, { kind: 'spam' }, { reporterEmail: 'me at example' }]) {
      expect((await report(typo)).res.status).toBe(400);
    }
    expect((await report({})).res.status).toBe(201);
    expect((await report({})).res.status).toBe(201);
    const limited = await report({});
    expect(limited.res.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ code: 'rate_limited', contact: CONTACT });
    expect(limited.body.detail).toContain(`reach the reviewers directly at ${CONTACT}`);
  });

  it('says the same on the website, with a link to the contact address', async () => {
    // The API used this address's budget above.
    const site = new SiteClient(server.url);
    const page = await site.submit('/takedown', '/takedown', { kind: 'other', detail: DETAIL, creator: '', generationId: '', reporterEmail: '' });
    expect(page.status).toBe(429);
    expect(textOf(page.html)).toContain(`reach the reviewers directly at ${CONTACT}`);
    expect(page.html).toContain(`href="mailto:${CONTACT}"`);
  });
});
