// The platform's term lists are private: the boundaries endpoints, the diff and the website's
// creator and diff pages name platform prohibitions and adult categories by id, label and
// description, never by their terms; a creator's own forbids and brands stay public. The gate
// enforces the same program as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPlatform } from '../../src/service/publish/publish.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { PLATFORM_V2 } from '../support/policies.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { SiteClient, textOf } from '../web/client.ts';
import { storeOf } from '../../src/store/index.ts';

// Every platform and adult term of PLATFORM_V2 but those of lingerie, which the creator opens
// (its id "lingerie" is public, in adultOpened).
const PLATFORM_TERMS = ['child', 'kid*', 'underage', 'hidden camera', 'without consent', 'breaking news', 'press conference', 'mugshot', 'crime scene', 'police lineup', 'nude', 'naked', 'topless'];

let db: TestDatabase;
let server: TestServer;
let key: string;

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [{ slug: 'ida-private', active: true }]);
  const v2 = await publishPlatform(storeOf(db.orm.em.fork()), { source: PLATFORM_V2, fileName: 'platform.policy' }, 'test');
  if (!v2.ok) throw new Error(v2.problems.join('\n'));
  key = (await requesterWithKey(db.orm.em, 'private@example.org', 'identity', 10)).key;
  server = await startServer(db.orm, db.url);
}, 60_000);
afterAll(async () => {
  await server.close();
  await db.drop();
});

/** No platform term appears anywhere in the text, as a JSON string or as a word. */
function expectNoPlatformTerm(text: string): void {
  for (const term of PLATFORM_TERMS) {
    expect(text, term).not.toContain(JSON.stringify(term));
    expect(text.toLowerCase(), term).not.toMatch(new RegExp(`\\b${term.replace('*', '')}\\b`));
  }
}

describe('the platform term lists stay private', () => {
  it('GET /boundaries and /boundaries/versions/{v} describe platform and adult categories and list only the creator’s terms', async () => {
    for (const path of ['/api/v1/creators/ida-private/boundaries', '/api/v1/creators/ida-private/boundaries/versions/1', '/api/v1/creators/ida-private/boundaries/versions/2']) {
      const { res, body } = await call(server, 'GET', path);
      expect(res.status, path).toBe(200);
      // The creator's file (`source`) and its terms are public; nothing else may carry a platform term.
      const { source: _source, ...rest } = body;
      expectNoPlatformTerm(JSON.stringify(rest));
      const byId = Object.fromEntries(body.forbidden.map((f: { id: string }) => [f.id, f]));
      expect(byId['criminal-context']).toEqual({ id: 'criminal-context', label: 'Criminal & extremist context', source: 'platform', description: 'Criminal & extremist context' });
      expect(byId['nudity']).toEqual({ id: 'nudity', label: 'Nudity', source: 'adult', description: 'Nudity' });
      expect(byId['alcohol'].terms).toEqual(['beer', 'wine']);
      expect(body.brands).toEqual([{ id: 'rival-cola', label: 'Rival Cola', terms: ['rival cola'] }]);
      // The effective forbidden list is unchanged: every category, by id.
      expect(body.enforcedForbidden).toEqual(['minors-context', 'non-consensual-framing', 'deceptive-news-context', 'criminal-context', 'nudity', 'alcohol']);
    }
  });

  it('the diff of a platform change says the category changed, without its terms', async () => {
    const { res, body } = await call(server, 'GET', '/api/v1/creators/ida-private/boundaries/diff?from=1&to=2');
    expect(res.status).toBe(200);
    expectNoPlatformTerm(JSON.stringify(body));
    expect(body.tightens).toBe(true);
    expect(body.changes).toEqual([
      {
        kind: 'category-changed',
        rule: 'platform_prohibition',
        category: 'criminal-context',
        before: null,
        after: { label: 'Criminal & extremist context', description: 'Criminal & extremist context' },
        effect: 'tightens',
        summary: 'prohibit criminal-context: category "Criminal & extremist context" now refuses more (its terms are not published)',
      },
    ]);
  });

  it('the website’s creator and diff pages show no platform term', async () => {
    const site = new SiteClient(server.url);
    const page = await site.get('/creators/ida-private');
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expectNoPlatformTerm(text.replace(/\bTest ida-private\b/g, ''));
    expect(text).toContain('Criminal & extremist context');
    expect(text).toContain('beer');
    const diff = await site.get('/creators/ida-private/diff?from=1&to=2');
    expect(diff.status).toBe(200);
    expectNoPlatformTerm(textOf(diff.html));
  });

  it('the gate still enforces the unpublished terms', async () => {
    const { body } = await call(server, 'POST', '/api/v1/check', { key, body: { creator: 'ida-private', prompt: 'a police lineup', context: 'portrait' } });
    expect(body.refusal).toMatchObject({ rule: 'platform_prohibition', category: 'criminal-context', evidence: 'matched term "police lineup"' });
  });
});
