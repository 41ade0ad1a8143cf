// Revocation in the service and through the operator commands: one transaction each, audited,
// idempotent, and never touching manifests or signatures.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provenanceRecord } from '../../src/provenance/record.ts';
import { revokeConsent, revokeCreatorLicences, revokeLicence } from '../../src/store/licences.ts';
import { publishCreator } from '../../src/service/publish/publish.ts';
import { creatorFile } from '../support/policies.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { recordGeneration } from './records.ts';
import { freshKey, ringOf } from './support.ts';
import { operatorCli } from '../support/operator-cli.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let accountId: string;
const keyring = ringOf(freshKey('svc'));
const record = (creator: string) => recordGeneration(db.orm.em, keyring, { accountId, creator });
const recordOf = async (id: string) => (await provenanceRecord(storeOf(db.orm.em.fork()), id, keyring))!;
const auditOf = (subjectId: string): Promise<{ actor: string; action: string; detail: Record<string, unknown> }[]> => db.orm.em.getConnection().execute(`select actor, action, detail from audit_log where subject_id = ? order by id`, [subjectId]);

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [
    { slug: 'ola-svc', active: true },
    { slug: 'pim-svc', active: true },
    { slug: 'quin-cli', active: true },
  ]);
  accountId = (await requesterWithKey(db.orm.em, 'svc@example.org', 'identity', 0)).accountId;
});
afterAll(async () => {
  await db.drop();
});

describe('revokeCreatorLicences (the takedown action on a creator)', () => {
  it("revokes every active licence of the creator by slug or id, leaves the boundary set and other creators alone, and is audited", async () => {
    const mine = [await record('ola-svc'), await record('ola-svc')];
    const theirs = await record('pim-svc');
    const first = await revokeCreatorLicences(storeOf(db.orm.em.fork()), 'ola-svc', 'takedown tdn_1 actioned', 'reviewer:test');
    expect(first).toMatchObject({ ok: true, value: { creator: 'ola-svc', licencesRevoked: 2, reason: 'takedown tdn_1 actioned' } });
    for (const g of mine) {
      const r = await recordOf(g.id);
      expect(r).toMatchObject({ licensed: false, signatureValid: true, licence: { status: 'revoked', reason: 'takedown tdn_1 actioned' }, manifest: g.manifest, signature: g.signature });
    }
    expect((await recordOf(theirs.id)).licensed).toBe(true);
    const [{ id }] = (await db.orm.em.getConnection().execute(`select id from creator where slug = 'ola-svc'`)) as [{ id: number }];
    const again = await revokeCreatorLicences(storeOf(db.orm.em.fork()), id, 'again', 'reviewer:test');
    expect(again).toMatchObject({ ok: true, value: { licencesRevoked: 0 } });
    expect((await recordOf(mine[0]!.id)).licence.reason).toBe('takedown tdn_1 actioned');
    // The boundary set itself is untouched: new requests are still judged by it.
    const [v] = await db.orm.em.getConnection().execute(`select revoked_at from boundary_version b join creator c on c.id = b.creator_id where c.slug = 'ola-svc'`);
    expect(v!.revoked_at).toBeNull();
    expect((await auditOf('ola-svc')).filter((a) => a.action === 'licence.revoke-all')).toHaveLength(2);
    expect(await revokeCreatorLicences(storeOf(db.orm.em.fork()), 'nobody', 'x', 'test')).toMatchObject({ ok: false, code: 'creator_not_found' });
  });

  it('works inside a caller\'s transaction (takedown actions run in theirs)', async () => {
    const g = await record('pim-svc');
    await db.orm.em.fork().transactional(async (tx) => {
      const r = await revokeLicence(storeOf(tx), g.id, 'inside', 'reviewer:test');
      expect(r.ok).toBe(true);
    });
    expect((await recordOf(g.id)).licence).toMatchObject({ status: 'revoked', reason: 'inside' });
    expect(await auditOf(g.id)).toEqual([{ actor: 'reviewer:test', action: 'licence.revoke', detail: { creator: 'pim-svc', reason: 'inside' } }]);
  });
});

describe('revokeConsent', () => {
  it('fails with creator_not_found for an unknown creator', async () => {
    expect(await revokeConsent(storeOf(db.orm.em.fork()), 'nobody', 'x', 'test')).toMatchObject({ ok: false, code: 'creator_not_found' });
  });
});

const likeness = operatorCli(() => db);

describe('operator commands', () => {
  it('likeness licence revoke ID --reason R [--json]', async () => {
    const g = await record('quin-cli');
    const text = await likeness('licence', 'revoke', g.id, '--reason', 'operator says so');
    expect(text.out).toContain(`${g.id}: licence revoked at`);
    const json = JSON.parse((await likeness('licence', 'revoke', g.id, '--reason', 'again', '--json')).out);
    expect(json).toMatchObject({ id: g.id, status: 'revoked', reason: 'operator says so', changed: false });
    expect((await auditOf(g.id))[0]).toMatchObject({ actor: 'operator:cli', action: 'licence.revoke' });
    const missing = await likeness('licence', 'revoke', 'gen_nope', '--reason', 'x');
    expect(missing.exitCode).toBe(1);
    expect(missing.err).toContain('no generation gen_nope');
    expect((await likeness('licence', 'revoke', g.id)).exitCode).not.toBe(0); // --reason is required
  });

  it('likeness creator revoke-consent SLUG --reason R [--json]', async () => {
    const g = await record('quin-cli');
    const json = JSON.parse((await likeness('creator', 'revoke-consent', 'quin-cli', '--reason', 'contract ended', '--json')).out);
    expect(json).toMatchObject({ creator: 'quin-cli', version: 1, reason: 'contract ended', licencesRevoked: 1, alreadyRevoked: false });
    expect(await recordOf(g.id)).toMatchObject({ licensed: false, signatureValid: true, licence: { reason: 'consent revoked: contract ended' } });
    expect((await auditOf('quin-cli')).at(-1)).toMatchObject({ actor: 'operator:cli', action: 'consent.revoke', detail: { version: 1, licencesRevoked: 1 } });
    const again = await likeness('creator', 'revoke-consent', 'quin-cli', '--reason', 'again');
    expect(again.out).toContain('was already revoked');
    // The existing creator subcommands are still there.
    expect((await likeness('creator', 'list', '--json')).exitCode).toBe(0);
  });

  it('likeness creator link SLUG EMAIL gives the account the creator role for that creator', async () => {
    const json = JSON.parse((await likeness('creator', 'link', 'pim-svc', 'SVC@example.org', '--json')).out);
    expect(json).toMatchObject({ creator: 'pim-svc', accountId, roles: ['requester', 'creator'] });
    const [row] = await db.orm.em.getConnection().execute(`select roles, creator_id from account where id = ?`, [accountId]);
    expect(row!.roles).toEqual(['requester', 'creator']);
    expect((await likeness('creator', 'link', 'pim-svc', 'nobody@example.org')).exitCode).toBe(1);
  });
});

describe('publishing after a revocation', () => {
  it('the start-up seeding keeps a revoked set revoked; a plain operator publish is refused; the creator reopens', async () => {
    const file = { source: creatorFile('ola-svc'), fileName: 'ola-svc.boundary' };
    expect(await revokeConsent(storeOf(db.orm.em.fork()), 'ola-svc', 'paused', 'test')).toMatchObject({ ok: true, value: { version: 1 } });
    const atStart = await publishCreator(storeOf(db.orm.em.fork()), file, 'system:start', { seedOnly: true });
    expect(atStart).toMatchObject({ ok: true, status: 'kept-live', version: 1 });
    expect(await publishCreator(storeOf(db.orm.em.fork()), file, 'operator:cli')).toMatchObject({ ok: false, code: 'consent_revoked' });
    const byCreator = await publishCreator(storeOf(db.orm.em.fork()), file, 'account:acct_ola', { as: 'creator' });
    expect(byCreator).toMatchObject({ ok: true, status: 'published', version: 2, reopensConsent: true });
    // Once the new set is live, start-up seeding leaves it alone.
    expect(await publishCreator(storeOf(db.orm.em.fork()), file, 'system:start', { seedOnly: true })).toMatchObject({ status: 'kept-live', version: 2 });
  });
});
