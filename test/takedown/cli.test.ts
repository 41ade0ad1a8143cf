// `likeness takedown list|show|action|dismiss` through commander against a test database: the
// same queue order, closing rules, revocations and audit as the reviewer API, as operator:cli.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyringOf } from '../../src/provenance/keyring.ts';
import { provenanceRecord } from '../../src/provenance/record.ts';
import { fileTakedown } from '../../src/store/takedown-intake.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { recordGeneration } from './generations.ts';
import { insertReport } from './staff.ts';
import { operatorCli } from '../support/operator-cli.ts';
import { storeOf } from '../../src/store/index.ts';

const keyring = keyringOf([{ id: 'cli-test', secret: Buffer.alloc(32, 7) }]);
let db: TestDatabase;
let requester: { accountId: string };

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [{ slug: 'cy-cli', active: true }]);
  requester = await requesterWithKey(db.orm.em, 'cli-requester@example.org', 'identity', 5);
});
afterAll(async () => {
  await db.drop();
});

const likeness = operatorCli(() => db);

const report = async (over: { creator?: string; generationId?: string } = {}) =>
  (await fileTakedown(storeOf(db.orm.em.fork()), { kind: 'boundary-breach', detail: 'This image breaks the published boundaries.', ...over })).id;
const auditOf = (id: string) => db.orm.em.getConnection().execute<{ actor: string; action: string }[]>(`select actor, action from audit_log where subject_id = ? order by id`, [id], 'all');

describe('likeness takedown', () => {
  it('lists the open queue overdue first, as lines or JSON', async () => {
    await insertReport(db.orm.em, 'tdn_cli_later', { dueInHours: 10 });
    await insertReport(db.orm.em, 'tdn_cli_overdue', { dueInHours: -3 });
    const json = await likeness('takedown', 'list', '--json');
    expect(json.exitCode).toBe(0);
    expect(JSON.parse(json.out).map((t: { id: string; overdue: boolean }) => [t.id, t.overdue])).toEqual([
      ['tdn_cli_overdue', true],
      ['tdn_cli_later', false],
    ]);
    const text = (await likeness('takedown', 'list')).out.trim().split('\n');
    expect(text[0]).toMatch(/^tdn_cli_overdue\s+open\s+OVERDUE due /);
    expect(text[1]).toMatch(/^tdn_cli_later\s+open\s+due /);
    expect((await likeness('takedown', 'list', '--status', 'dismissed')).out).toContain('no dismissed takedowns');
    expect((await likeness('takedown', 'list', '--status', 'pending')).exitCode).toBe(2);
  });

  it('shows one report; an unknown id exits 1', async () => {
    const id = await report({ creator: 'cy-cli' });
    const shown = JSON.parse((await likeness('takedown', 'show', id, '--json')).out);
    expect(shown).toMatchObject({ id, status: 'open', kind: 'boundary-breach', creator: 'cy-cli', overdue: false, resolution: null });
    expect(Date.parse(shown.dueAt) - Date.parse(shown.receivedAt)).toBe(48 * 3600 * 1000);
    expect((await likeness('takedown', 'show', id)).out).toContain('detail: This image breaks the published boundaries.');
    const missing = await likeness('takedown', 'show', 'tdn_missing');
    expect([missing.exitCode, missing.err]).toEqual([1, expect.stringContaining('no takedown tdn_missing')]);
  });

  it("action revoke-generation revokes the reported generation's licence, audited as operator:cli, once", async () => {
    const g = await recordGeneration(db.orm.em, keyring, { creator: 'cy-cli', accountId: requester.accountId });
    const id = await report({ generationId: g });
    const done = await likeness('takedown', 'action', id, 'revoke-generation', '--reason', 'confirmed by the creator', '--json');
    expect(done.exitCode).toBe(0);
    expect(JSON.parse(done.out)).toMatchObject({ status: 'actioned', resolution: { action: 'revoke-generation', by: 'operator:cli', reason: 'confirmed by the creator' } });
    expect(await provenanceRecord(storeOf(db.orm.em.fork()), g, keyring)).toMatchObject({ licensed: false, signatureValid: true });
    expect(await auditOf(id)).toEqual([{ actor: 'operator:cli', action: 'takedown.action' }]);
    const again = await likeness('takedown', 'dismiss', id, '--reason', 'again');
    expect([again.exitCode, again.err]).toEqual([1, expect.stringContaining('already actioned')]);
  });

  it('action revoke-creator with a named creator; a missing reason or unknown action is a usage error', async () => {
    const g = await recordGeneration(db.orm.em, keyring, { creator: 'cy-cli', accountId: requester.accountId });
    const id = await report();
    expect((await likeness('takedown', 'action', id, 'revoke-creator')).exitCode).toBe(2);
    expect((await likeness('takedown', 'action', id, 'erase', '--reason', 'x')).exitCode).toBe(2);
    const blank = await likeness('takedown', 'dismiss', id, '--reason', '  ');
    expect([blank.exitCode, blank.err]).toEqual([1, expect.stringContaining('a reason is required')]);
    const noTarget = await likeness('takedown', 'action', id, 'revoke-creator', '--reason', 'no creator named');
    expect([noTarget.exitCode, noTarget.err]).toEqual([1, expect.stringContaining('names no creator')]);
    const done = await likeness('takedown', 'action', id, 'revoke-creator', '--creator', 'cy-cli', '--reason', 'impersonation confirmed');
    expect(done.exitCode).toBe(0);
    expect(done.out).toContain('revoke-creator by operator:cli');
    expect(await provenanceRecord(storeOf(db.orm.em.fork()), g, keyring)).toMatchObject({ licensed: false });
  });

  it('dismiss closes with a reason, audited', async () => {
    const id = await report();
    const done = JSON.parse((await likeness('takedown', 'dismiss', id, '--reason', 'duplicate of an earlier report', '--json')).out);
    expect(done).toMatchObject({ status: 'dismissed', resolution: { action: 'dismiss', reason: 'duplicate of an earlier report', by: 'operator:cli' } });
    expect(await auditOf(id)).toEqual([{ actor: 'operator:cli', action: 'takedown.dismiss' }]);
  });
});
