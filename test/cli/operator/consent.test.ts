// The attacks on a creator's consent through the operator CLI: `likeness publish` over a version
// the creator published, and after the creator revoked consent. Both are refused unless the
// operator says so and why; what happened shows as what it was on the public page and the API.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCreatorAccount } from '../../../src/store/account-authority.ts';
import { createAccount } from '../../../src/service/accounts/accounts.ts';
import { createKey } from '../../../src/service/accounts/keys.ts';
import { freshDatabase, type TestDatabase } from '../../support/database.ts';
import { operatorCli } from '../../support/operator-cli.ts';
import { creatorFile } from '../../support/policies.ts';
import { publishTestPolicies } from '../../support/seed.ts';
import { call, startServer, type TestServer } from '../../support/server.ts';
import { SiteClient, textOf } from '../../web/client.ts';
import { storeOf } from '../../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let dir: string;
let creatorKey: string;
const likeness = operatorCli(() => db);

beforeAll(async () => {
  db = await freshDatabase();
  // Published through the creator's own channel (the console), as the creator.
  await publishTestPolicies(db.orm.em.fork(), [
    { slug: 'ida-cons', active: true },
    { slug: 'jo-cons', active: true },
    { slug: 'kim-cons', active: true },
  ]);
  const account = await createAccount(storeOf(db.orm.em.fork()), { email: 'jo@example.org', roles: ['creator'], actor: 'test' });
  if (!account.ok) throw new Error(account.message);
  const linked = await linkCreatorAccount(storeOf(db.orm.em.fork()), 'jo-cons', 'jo@example.org', 'test');
  if (!linked.ok) throw new Error(linked.message);
  const key = await createKey(storeOf(db.orm.em.fork()), account.value.id, 'test');
  if (!key.ok) throw new Error(key.message);
  creatorKey = key.value.secret;
  server = await startServer(db.orm, db.url);
  dir = await mkdtemp(path.join(tmpdir(), 'likeness-consent-'));
}, 60_000);

afterAll(async () => {
  await server.close();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const fileFor = async (slug: string, opts: Parameters<typeof creatorFile>[1]): Promise<string> => {
  const file = path.join(dir, `${slug}.boundary`);
  await writeFile(file, creatorFile(slug, opts));
  return file;
};
const versions = async (slug: string) => ({ versions: (await call(server, 'GET', `/api/v1/creators/${slug}/boundaries`)).body.history });

describe("likeness publish over a version the creator published", () => {
  it('is refused with the semantic diff; --over-creator needs a reason; the version then names the operator', async () => {
    const loosened = await fileFor('ida-cons', { forbidAlcohol: ['beer'] });
    const refused = await likeness('publish', loosened);
    expect(refused.exitCode).toBe(1);
    expect(refused.err).toContain("is the creator's own boundary file");
    expect(refused.err).toContain('--over-creator');
    expect(refused.err).toMatch(/"wine".*removed/);
    expect(refused.err).toMatch(/1 loosen/);

    const noReason = await likeness('publish', loosened, '--over-creator');
    expect([noReason.exitCode, noReason.err]).toEqual([1, expect.stringContaining('needs --reason')]);
    expect((await versions('ida-cons')).versions).toHaveLength(1);

    const over = await likeness('publish', loosened, '--over-creator', '--reason', 'agency correction, ticket 42');
    expect(over.exitCode).toBe(0);
    expect(over.out).toContain('ida-cons v2 published');
    const [v2, v1] = (await versions('ida-cons')).versions;
    expect(v1).toMatchObject({ cause: 'creator-published', madeBy: { kind: 'creator' }, summary: 'published by the creator' });
    expect(v2).toMatchObject({
      cause: 'operator-published',
      madeBy: { kind: 'operator', id: 'operator:cli' },
      reason: 'agency correction, ticket 42',
      summary: 'published by operator operator:cli: agency correction, ticket 42',
    });
  });

  it('likeness policy pull writes the live boundary file for review in git', async () => {
    const out = path.join(dir, 'pulled.boundary');
    const pulled = await likeness('policy', 'pull', 'jo-cons', '--out', out);
    expect(pulled.exitCode).toBe(0);
    expect(await readFile(out, 'utf8')).toBe(creatorFile('jo-cons'));
    expect((await likeness('policy', 'pull', 'jo-cons')).out).toBe(creatorFile('jo-cons'));
    expect((await likeness('policy', 'pull', 'no-such-creator')).exitCode).toBe(1);
  });
});

describe('likeness publish after the creator revoked consent', () => {
  it('is refused; only --reopen-consent with a reason reopens, audited, and the pages say who did what', async () => {
    const revoked = await call(server, 'POST', '/api/v1/creators/jo-cons/consent/revoke', { body: { reason: 'taking a break' }, key: creatorKey });
    expect(revoked.res.status).toBe(200);
    const file = await fileFor('jo-cons', { forbidAlcohol: ['beer', 'wine', 'cider'] });

    const plain = await likeness('publish', file);
    expect(plain.exitCode).toBe(1);
    expect(plain.err).toMatch(/consent for jo-cons is revoked.*only the creator reopens it.*--reopen-consent --reason/);
    // Never for a whole folder at once.
    expect((await likeness('publish', dir, '--reopen-consent', '--reason', 'all of them')).exitCode).toBe(2);
    const noReason = await likeness('publish', file, '--reopen-consent');
    expect([noReason.exitCode, noReason.err]).toEqual([1, expect.stringContaining('needs --reason')]);
    expect((await versions('jo-cons')).versions).toHaveLength(1);
    expect((await call(server, 'GET', '/api/v1/creators/jo-cons/boundaries')).body.revokedAt).not.toBeNull();

    const reopened = await likeness('publish', file, '--reopen-consent', '--reason', 'creator asked by phone');
    expect([reopened.exitCode, reopened.out]).toEqual([0, expect.stringContaining('jo-cons v2 published (consent reopened)')]);
    const audit = await db.orm.em.getConnection().execute(`select actor, detail from audit_log where action = 'consent.reopen' and subject_id = 'jo-cons'`);
    expect(audit).toEqual([{ actor: 'operator:cli', detail: expect.objectContaining({ reason: 'creator asked by phone', revokedVersion: 1 }) }]);

    const [v2, v1] = (await versions('jo-cons')).versions;
    expect(v1).toMatchObject({ revokedBy: { kind: 'creator' }, revocationSummary: 'consent revoked by the creator' });
    expect(v2).toMatchObject({ reopensConsent: true, madeBy: { kind: 'operator' }, summary: 'consent reopened by operator operator:cli: creator asked by phone' });
    const diff = (await call(server, 'GET', '/api/v1/creators/jo-cons/boundaries/diff?from=1&to=2')).body;
    expect(diff.history).toEqual(['version 1: consent revoked by the creator', 'version 2: consent reopened by operator operator:cli: creator asked by phone']);

    const site = new SiteClient(server.url);
    const page = textOf((await site.get('/creators/jo-cons')).html);
    expect(page).toContain('consent revoked by the creator');
    expect(page).toContain('consent reopened by operator operator:cli: creator asked by phone');
    // Version 1 was the creator's; the reopening is never put in their name.
    expect(page.match(/published by the creator/g) ?? []).toHaveLength(1);
    const diffPage = textOf((await site.get('/creators/jo-cons/diff?from=1&to=2')).html);
    expect(diffPage).toContain('version 1: consent revoked by the creator');
    expect(diffPage).toContain('version 2: consent reopened by operator operator:cli: creator asked by phone');
  });
});

describe('an operator revoking consent', () => {
  it('is named as the one who revoked, never the creator', async () => {
    expect((await likeness('creator', 'revoke-consent', 'kim-cons', '--reason', 'court order 7')).exitCode).toBe(0);
    const [v1] = (await versions('kim-cons')).versions;
    expect(v1).toMatchObject({ revokedBy: { kind: 'operator', id: 'operator:cli' }, revocationSummary: 'consent revoked by operator operator:cli: court order 7' });
    const page = textOf((await new SiteClient(server.url).get('/creators/kim-cons')).html);
    expect(page).toContain('consent revoked by operator operator:cli: court order 7');
    expect(page).not.toContain('Test kim-cons revoked consent');
  });
});
