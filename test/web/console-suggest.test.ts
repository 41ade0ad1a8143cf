// The console's "Suggest terms" box over HTTP against the real app and PostgreSQL: WordNet senses
// with synonyms, narrower terms and a list to paste; the editor keeps unsaved text; bad input is
// a 400 naming the field; no CSRF token, no lookup; no inline script or style.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let site: SiteClient;
const EMAIL = 'suggest@example.org';
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [{ slug: 'ada-stone', active: true }]);
  server = await startServer(db.orm, db.url);
  const made = await createAccount(storeOf(db.orm.em.fork()), { email: EMAIL, password: PASSWORD, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  const linked = await linkCreatorAccount(storeOf(db.orm.em.fork()), 'ada-stone', EMAIL, 'test');
  if (!linked.ok) throw new Error(linked.message);
  site = new SiteClient(server.url);
  await site.submit('/signin', '/signin', { email: EMAIL, password: PASSWORD });
});

afterAll(async () => {
  await server.close();
  await db.drop();
});

const suggest = (term: string, source = 'creator ada-stone "Ada"\n# unsaved edit\n') =>
  site.submit('/console', '/console/boundary', { action: 'suggest', term, source });

describe('Suggest terms in the creator console', () => {
  it('offers the box beside the editor, inside the CSRF-protected form', async () => {
    const page = await site.get('/console');
    expect(page.status).toBe(200);
    const form = /<form method="post" action="\/console\/boundary#result"[\s\S]*?<\/form>/.exec(page.html)?.[0] ?? '';
    expect(form).toContain('name="_csrf"');
    expect(form).toContain('<legend>Suggest terms</legend>');
    expect(form).toContain('name="term"');
    expect(form).toContain('value="suggest"');
  });

  it('shows each sense with gloss, synonyms, narrower terms and a quoted list, and keeps the editor text', async () => {
    const page = await suggest('cigarettes');
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain('Suggested terms for “cigarettes”');
    expect(text).toContain('looked up as cigarette');
    expect(text).toContain('cigarette.n.01');
    expect(text).toContain('finely ground tobacco wrapped in paper');
    expect(text).toMatch(/Synonyms: cigaret, coffin nail/);
    expect(text).toMatch(/Narrower terms: .*spliff/);
    const paste = /<pre class="paste" data-testid="paste">([^<]*)<\/pre>/.exec(page.html)?.[1] ?? '';
    expect(paste).toMatch(/^&quot;cigaret&quot;, &quot;coffin nail&quot;/);
    expect(/<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(page.html)?.[1]).toContain('# unsaved edit');
    expect(page.html).toContain('value="cigarettes"');
  });

  it('says so when WordNet has no entry', async () => {
    const page = await suggest('zorblax');
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain('WordNet has no entry for “zorblax”');
  });

  it('answers bad input with a 400 and a message naming the field, never a 5xx', async () => {
    for (const term of ['', '   ', 'x'.repeat(200), '!!!']) {
      const page = await suggest(term);
      expect(page.status).toBe(400);
      expect(textOf(/data-testid="suggest-error">([^<]*)</.exec(page.html)?.[1] ?? '')).toMatch(/^term: /);
      expect(page.html).toContain('aria-invalid="true"');
    }
  });

  it('escapes what was typed', async () => {
    const page = await suggest('<script>alert(1)</script>');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).toContain('&lt;script&gt;');
  });

  it('runs no lookup for a form posted without the CSRF token', async () => {
    const page = await site.post('/console/boundary', { action: 'suggest', term: 'smoking', source: '' });
    expect(page.status).toBe(403);
    expect(page.html).not.toContain('Suggested terms');
  });

  it('adds no inline script or style to the page', async () => {
    const page = await suggest('smoking');
    expect(page.html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page.html).not.toMatch(/\sstyle="/);
    expect(page.html).not.toMatch(/<style/);
  });
});
