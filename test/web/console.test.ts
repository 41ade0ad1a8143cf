// The creator console over HTTP against the real app and PostgreSQL: who may use it, Check with
// diagnostics at their lines, expectations, the diff preview, publishing (refused when it does
// not compile, when an expectation fails or when the file names another creator), revoking
// consent and one licence, the usage section (never prompts), and CSRF.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { creatorFile } from '../support/policies.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let requesterKey: string;
const PASSWORD = 'a long enough password';
const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => db.orm.em.fork().getConnection().execute(query, params, 'all');

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [
    { slug: 'ada-stone', active: true },
    { slug: 'bo-lind', active: true },
    { slug: 'cy-reopen', active: true },
  ]);
  server = await startServer(db.orm, db.url);
  requesterKey = (await requesterWithKey(db.orm.em.fork(), 'req@example.org', 'identity', 50)).key;
});

afterAll(async () => {
  await server.close();
  await db.drop();
});

async function signedIn(email: string, link?: string): Promise<SiteClient> {
  const made = await createAccount(storeOf(db.orm.em.fork()), { email, password: PASSWORD, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  if (link) {
    const linked = await linkCreatorAccount(storeOf(db.orm.em.fork()), link, email, 'test');
    if (!linked.ok) throw new Error(linked.message);
  }
  const site = new SiteClient(server.url);
  await site.submit('/signin', '/signin', { email, password: PASSWORD });
  return site;
}

const generate = async (creator: string, prompt: string): Promise<{ status: number; id: string }> => {
  const res = await fetch(`${server.url}/api/v1/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${requesterKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ creator, prompt, context: 'portrait' }),
  });
  const body = (await res.json()) as { id: string };
  return { status: res.status, id: body.id };
};

const post = (site: SiteClient, action: string, source: string) => site.submit('/console', '/console/boundary', { action, source });
/** The text of one numbered line of the source view. */
const lineText = (html: string, n: number): string => textOf(/<li id="line-(\d+)"[^>]*>[\s\S]*?<\/li>/g.exec(html.slice(html.indexOf(`id="line-${n}"`) - 4))?.[0] ?? '');

describe('the creator console', () => {
  it('is for creator accounts linked to a creator', async () => {
    const requester = await signedIn('plain@example.org');
    expect((await requester.get('/console')).status).toBe(403);
    const visitor = new SiteClient(server.url);
    expect((await visitor.get('/console')).res.headers.get('location')).toBe('/signin?next=%2Fconsole');
  });

  it('shows the live file in the editor, the version history and the consent section', async () => {
    const site = await signedIn('ada@example.org', 'ada-stone');
    const page = await site.get('/console');
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain('You speak for Test ada-stone');
    expect(textOf(/<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(page.html)![1]!)).toContain('creator ada-stone "Test ada-stone"');
    expect(text).toContain('v1');
    expect(text).toContain('Revoke consent…');
  });

  it('Check lists the diagnostics and shows each one at its line', async () => {
    const site = await signedIn('ada2@example.org', 'ada-stone');
    const broken = creatorFile('ada-stone').replace('realism ceiling: illustrative', 'realism ceiling: photorael');
    const page = await post(site, 'check', broken);
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toMatch(/1 error, 0 warnings ?: the file does not compile/);
    const line4 = lineText(page.html, 4);
    expect(line4).toContain('realism ceiling: photorael');
    expect(line4).toMatch(/error \(line 4, column 18/);
    expect(page.html).toMatch(/<li id="line-4" data-line="4" class="source-line line-error">/);
    expect(page.html).toContain('<mark class="mark-error">photorael</mark>');
    expect(lineText(page.html, 3)).not.toContain('error');
    // the edited text is kept in the editor
    expect(/<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(page.html)![1]).toContain('realism ceiling: photorael');
  });

  it('Run expectations lists each expect line with pass or fail and the actual decision', async () => {
    const site = await signedIn('ada3@example.org', 'ada-stone');
    const page = await post(site, 'expect', creatorFile('ada-stone', { extraExpect: 'expect allow: context portrait, prompt "a glass of wine"' }));
    const text = textOf(page.html);
    expect(text).toContain('3 of 4 expectations pass');
    expect(text).toMatch(/17 FAIL allow refuse forbidden_depiction alcohol \(matched term "wine"\)/);
  });

  it('Preview calls out a loosening change', async () => {
    const site = await signedIn('ada4@example.org', 'ada-stone');
    const page = await post(site, 'preview', creatorFile('ada-stone', { forbidAlcohol: ['beer'] }).replace('holding a cold beer', 'holding a cold beer'));
    const text = textOf(page.html);
    expect(text).toContain('This loosens your boundaries');
    expect(text).toContain('no longer matches “wine”');
  });

  it('Publish refuses a file that does not compile, fails an expectation, or names another creator, and publishes a good one', async () => {
    const site = await signedIn('ada5@example.org', 'ada-stone');
    const failing = await post(site, 'publish', creatorFile('ada-stone', { extraExpect: 'expect allow: context portrait, prompt "a glass of wine"' }));
    expect(failing.status).toBe(422);
    expect(textOf(failing.html)).toContain('Not published 1 of 4 expectations fail');
    const broken = await post(site, 'publish', creatorFile('ada-stone').replace('allow contexts', 'allow kontexts'));
    expect(broken.status).toBe(422);
    expect(textOf(broken.html)).toContain('The file does not compile');
    const other = await post(site, 'publish', creatorFile('bo-lind', { forbidAlcohol: ['beer'] }));
    expect(other.status).toBe(422);
    expect(textOf(other.html)).toContain("creator slug 'bo-lind' does not match the file name 'ada-stone.boundary'");
    expect((await sql<{ version: number }>(`select max(version) as version from boundary_version b join creator c on c.id = b.creator_id where c.slug = 'bo-lind'`))[0]!.version).toBe(1);

    const good = await post(site, 'publish', creatorFile('ada-stone', { forbidAlcohol: ['beer', 'wine', 'whisky'] }));
    expect(good.status).toBe(303);
    expect(good.res.headers.get('location')).toBe('/console?published=2#versions');
    const after = textOf((await site.get('/console?published=2')).html);
    expect(after).toContain('Version 2 is published');
    expect(after).toContain('What changed from v1');
    const [audit] = await sql<{ actor: string }>(`select actor from audit_log where action = 'policy.publish' and subject_id = 'ada-stone' order by id desc limit 1`);
    expect(audit!.actor).toMatch(/^account:acct_/);
  });

  it('shows every generation of the likeness without its prompt, and revokes one licence after a confirmation', async () => {
    const site = await signedIn('bo@example.org', 'bo-lind');
    const allowed = await generate('bo-lind', 'studio portrait, secret prompt words');
    const refused = await generate('bo-lind', 'holding a cold beer');
    expect([allowed.status, refused.status]).toEqual([200, 403]);
    const page = await site.get('/console');
    expect(page.html).not.toContain('secret prompt words');
    expect(page.html).toContain(`data-generation="${allowed.id}"`);
    expect(textOf(page.html)).toMatch(/forbidden_depiction alcohol 1 matched term "beer" × 1/);
    const confirm = await site.get(`/console/licences/${allowed.id}/revoke`);
    expect(textOf(confirm.html)).toContain('says not licensed');
    const noReason = await site.submit(`/console/licences/${allowed.id}/revoke`, `/console/licences/${allowed.id}/revoke`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const done = await site.submit(`/console/licences/${allowed.id}/revoke`, `/console/licences/${allowed.id}/revoke`, { reason: 'not my style' });
    expect(done.status).toBe(303);
    expect(done.res.headers.get('location')).toBe(`/console?revoked=${allowed.id}#usage`);
    expect(textOf((await site.get(`/console?revoked=${allowed.id}`)).html)).toContain(`The licence of ${allowed.id} is revoked.`);
    const lookup = (await (await fetch(`${server.url}/api/v1/provenance/${allowed.id}`)).json()) as { licensed: boolean };
    expect(lookup.licensed).toBe(false);
  });

  it("answers 404 for another creator's generation", async () => {
    const other = await generate('ada-stone', 'studio portrait, soft light');
    const site = await signedIn('bo2@example.org', 'bo-lind');
    expect((await site.get(`/console/licences/${other.id}/revoke`)).status).toBe(404);
    expect((await site.submit('/console', `/console/licences/${other.id}/revoke`, { reason: 'mine now' })).status).toBe(404);
  });

  it('revokes consent after a confirmation that says what happens; requests are then refused with consent_revoked', async () => {
    const site = await signedIn('bo3@example.org', 'bo-lind');
    const made = await generate('bo-lind', 'studio portrait, soft light');
    const confirm = textOf((await site.get('/console/revoke-consent')).html);
    expect(confirm).toContain('every existing licence of your likeness is revoked');
    expect(confirm).toContain('refused with consent_revoked until you publish');
    const done = await site.submit('/console/revoke-consent', '/console/revoke-consent', { reason: 'taking a break' });
    expect(done.res.headers.get('location')).toBe('/console?consent=revoked');
    expect(textOf((await site.get('/console')).html)).toContain('Consent is revoked');
    const lookup = (await (await fetch(`${server.url}/api/v1/provenance/${made.id}`)).json()) as { licensed: boolean };
    expect(lookup.licensed).toBe(false);
    const again = await generate('bo-lind', 'studio portrait, soft light');
    expect(again.status).toBe(403);
  });

  it('refuses a form posted without the CSRF token', async () => {
    const site = await signedIn('ada6@example.org', 'ada-stone');
    const res = await site.post('/console/boundary', { action: 'publish', source: creatorFile('ada-stone') });
    expect(res.status).toBe(403);
    expect((await site.post('/console/revoke-consent', { reason: 'x' })).status).toBe(403);
  });
});

describe('reopening consent in the console', () => {
  it('is the creator’s to do: publishing after a revocation opens a new set, recorded as reopened by the creator', async () => {
    const site = await signedIn('cy@example.org', 'cy-reopen');
    const confirm = await site.get('/console/revoke-consent');
    expect(confirm.status).toBe(200);
    const revoked = await site.submit('/console/revoke-consent', '/console/revoke-consent', { reason: 'taking a break' });
    expect(revoked.status).toBe(303);
    const reopened = await post(site, 'publish', creatorFile('cy-reopen'));
    expect(reopened.res.headers.get('location')).toBe('/console?published=2&reopened=1#versions');
    expect(textOf((await site.get('/console?published=2&reopened=1')).html)).toContain('Version 2 is published and your consent is open again');
    const rows = await sql<{ version: number; actor_kind: string; reopens_consent: boolean; revoked_by_kind: string | null }>(
      `select version, actor_kind, reopens_consent, revoked_by_kind from boundary_version b join creator c on c.id = b.creator_id where c.slug = 'cy-reopen' order by version`,
    );
    expect(rows).toEqual([
      { version: 1, actor_kind: 'creator', reopens_consent: false, revoked_by_kind: 'creator' },
      { version: 2, actor_kind: 'creator', reopens_consent: true, revoked_by_kind: null },
    ]);
    const page = textOf((await new SiteClient(server.url).get('/creators/cy-reopen')).html);
    expect(page).toContain('consent revoked by the creator');
    expect(page).toContain('consent reopened by the creator');
  });
});
