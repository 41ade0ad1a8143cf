// Actioning takedowns over HTTP: the named generation's licence or every licence of a creator
// is revoked (licensed flips to false, the signature stays valid), audited, and only once.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provenanceRecord } from '../../src/provenance/record.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { recordGeneration } from '../takedown/generations.ts';
import { accountWithKey } from '../takedown/staff.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let reviewer: { accountId: string; key: string };
let requester: { accountId: string; key: string };

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [
    { slug: 'ana-td', active: true },
    { slug: 'bo-td', active: true },
  ]);
  reviewer = await accountWithKey(db.orm.em, 'reviewer@example.org', ['reviewer']);
  requester = await requesterWithKey(db.orm.em, 'requester@example.org', 'identity', 10);
  server = await startServer(db.orm, db.url, { RATE_LIMIT_TAKEDOWN: '1000' });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const generation = (creator: string, refused = false) => recordGeneration(db.orm.em, server.deps.keyring, { creator, accountId: requester.accountId, refused });
const record = async (id: string) => (await provenanceRecord(storeOf(db.orm.em.fork()), id, server.deps.keyring))!;
const report = async (body: Record<string, unknown>): Promise<string> => {
  const { res, body: receipt } = await call(server, 'POST', '/api/v1/takedowns', { body: { kind: 'non-consensual', detail: 'This image was made without consent.', ...body } });
  expect(res.status).toBe(201);
  return receipt.id;
};
const act = (id: string, body: Record<string, unknown>, key = reviewer.key) => call(server, 'POST', `/api/v1/takedowns/${id}/action`, { key, body });
const audits = (subjectType: string, subjectId: string) =>
  db.orm.em.getConnection().execute<{ actor: string; action: string; detail: Record<string, unknown>; at: string }[]>(
    `select actor, action, detail, at from audit_log where subject_type = ? and subject_id = ? order by id`,
    [subjectType, subjectId],
    'all',
  );

describe('POST /api/v1/takedowns/{id}/action', () => {
  it("revoke-generation revokes that generation's licence only: licensed false, signature still valid, audited", async () => {
    const target = await generation('ana-td');
    const bystander = await generation('ana-td');
    expect(await record(target)).toMatchObject({ licensed: true, signatureValid: true, licence: { status: 'active' } });
    const id = await report({ creator: 'ana-td', generationId: target });
    const { res, body } = await act(id, { action: 'revoke-generation', reason: 'reported as non-consensual; confirmed' });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      id,
      status: 'actioned',
      resolution: { action: 'revoke-generation', reason: 'reported as non-consensual; confirmed', by: `account:${reviewer.accountId}`, detail: { generationId: target, licence: { status: 'revoked', changed: true } } },
    });
    expect(await record(target)).toMatchObject({ licensed: false, signatureValid: true, licence: { status: 'revoked', reason: 'reported as non-consensual; confirmed' } });
    expect(await record(bystander)).toMatchObject({ licensed: true });
    expect(await audits('takedown', id)).toEqual([
      { actor: `account:${reviewer.accountId}`, action: 'takedown.action', at: expect.any(String), detail: expect.objectContaining({ action: 'revoke-generation', reason: 'reported as non-consensual; confirmed', generationId: target }) },
    ]);
    expect((await audits('generation', target)).map((a) => [a.actor, a.action])).toEqual([[`account:${reviewer.accountId}`, 'licence.revoke']]);
  });

  it("revoke-creator revokes every licence of the reported creator and no one else's", async () => {
    const mine = [await generation('bo-td'), await generation('bo-td'), await generation('bo-td')];
    const other = await generation('ana-td');
    const id = await report({ kind: 'impersonation', creator: 'bo-td' });
    const { res, body } = await act(id, { action: 'revoke-creator', reason: 'account impersonating the creator' });
    expect(res.status).toBe(200);
    expect(body.resolution).toMatchObject({ action: 'revoke-creator', detail: { creator: 'bo-td', licencesRevoked: 3 } });
    for (const g of mine) expect(await record(g)).toMatchObject({ licensed: false, signatureValid: true, licence: { status: 'revoked' } });
    expect(await record(other)).toMatchObject({ licensed: true });
    expect((await audits('creator', 'bo-td')).filter((a) => a.action.startsWith('licence.')).map((a) => [a.actor, a.action, a.detail.licencesRevoked])).toEqual([[`account:${reviewer.accountId}`, 'licence.revoke-all', 3]]);
  });

  it('a closed takedown cannot be actioned or dismissed again (409), and nothing more is revoked or audited', async () => {
    const first = await generation('ana-td');
    const id = await report({ generationId: first });
    expect((await act(id, { action: 'revoke-generation', reason: 'first review' })).res.status).toBe(200);
    const later = await generation('ana-td');
    const again = await act(id, { action: 'revoke-generation', reason: 'second review', generationId: later });
    expect([again.res.status, again.body.code]).toEqual([409, 'takedown_closed']);
    const dismiss = await call(server, 'POST', `/api/v1/takedowns/${id}/dismiss`, { key: reviewer.key, body: { reason: 'changed my mind' } });
    expect([dismiss.res.status, dismiss.body.code]).toEqual([409, 'takedown_closed']);
    expect(await record(later)).toMatchObject({ licensed: true });
    expect(await audits('takedown', id)).toHaveLength(1);
  });

  it('two reviewers acting at once: exactly one wins, the other gets 409', async () => {
    const g = await generation('ana-td');
    const id = await report({ generationId: g });
    const results = await Promise.all([
      act(id, { action: 'revoke-generation', reason: 'reviewer one' }),
      act(id, { action: 'revoke-creator', reason: 'reviewer two', creator: 'ana-td' }),
    ]);
    expect(results.map((r) => r.res.status).sort()).toEqual([200, 409]);
    expect(await audits('takedown', id)).toHaveLength(1);
  });

  it('without a target in the report or the body: 422, and the takedown stays open; the reviewer may name it', async () => {
    const g = await generation('ana-td');
    const id = await report({ kind: 'other' });
    const missing = await act(id, { action: 'revoke-generation', reason: 'needs a target' });
    expect([missing.res.status, missing.body.code]).toEqual([422, 'no_takedown_target']);
    const noCreator = await act(id, { action: 'revoke-creator', reason: 'needs a target' });
    expect(noCreator.res.status).toBe(422);
    const open = await call(server, 'GET', `/api/v1/takedowns/${id}`, { key: reviewer.key });
    expect(open.body).toMatchObject({ status: 'open', resolution: null });
    const named = await act(id, { action: 'revoke-generation', reason: 'found the image from the report text', generationId: g });
    expect(named.body).toMatchObject({ status: 'actioned', resolution: { detail: { generationId: g } } });
    expect(await record(g)).toMatchObject({ licensed: false });
  });

  it('an unknown generation or creator is a 404 and a refusal (no licence) a 409; the takedown stays open', async () => {
    const unknownGen = await report({ generationId: 'gen_doesnotexist0000000000000' });
    const r1 = await act(unknownGen, { action: 'revoke-generation', reason: 'try it' });
    expect([r1.res.status, r1.body.code]).toEqual([404, 'generation_not_found']);
    const unknownCreator = await report({ creator: 'nobody-here' });
    const r2 = await act(unknownCreator, { action: 'revoke-creator', reason: 'try it' });
    expect([r2.res.status, r2.body.code]).toEqual([404, 'creator_not_found']);
    const refusal = await report({ generationId: await generation('ana-td', true) });
    const r3 = await act(refusal, { action: 'revoke-generation', reason: 'try it' });
    expect([r3.res.status, r3.body.code]).toEqual([409, 'no_licence']);
    for (const id of [unknownGen, unknownCreator, refusal]) {
      expect((await call(server, 'GET', `/api/v1/takedowns/${id}`, { key: reviewer.key })).body.status).toBe('open');
      expect(await audits('takedown', id)).toEqual([]);
    }
    expect((await act('tdn_nope', { action: 'revoke-creator', reason: 'try it' })).res.status).toBe(404);
  });

  it('is 403 for a requester and 400 for a bad body', async () => {
    const id = await report({ creator: 'ana-td' });
    const denied = await act(id, { action: 'revoke-creator', reason: 'not allowed' }, requester.key);
    expect([denied.res.status, denied.body.code]).toEqual([403, 'forbidden']);
    const bad = await act(id, { action: 'delete-everything', reason: '', extra: 1 });
    expect([bad.res.status, bad.body.errors.map((e: { pointer: string }) => e.pointer).sort()]).toEqual([400, ['/action', '/extra', '/reason']]);
    expect((await call(server, 'GET', `/api/v1/takedowns/${id}`, { key: reviewer.key })).body.status).toBe('open');
  });
});
