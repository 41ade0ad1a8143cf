// Public pages against the real app on a real PostgreSQL: they render, read what the gate
// enforces, and keep the API's answers as they were.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPlatform } from '../../src/service/publish/publish.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { PLATFORM_V2 } from '../support/policies.ts';
import { publishTestPolicies } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let site: SiteClient;

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [
    { slug: 'ada-stone', active: true },
    { slug: 'bo-river', active: true, opts: { ceiling: 'photoreal' } },
    { slug: 'cy-hidden', active: false },
  ]);
  // A platform change gives every creator version 2, cause platform-published.
  const v2 = await publishPlatform(storeOf(db.orm.em.fork()), { source: PLATFORM_V2, fileName: 'platform.policy' }, 'test');
  if (!v2.ok) throw new Error(v2.problems.join('\n'));
  server = await startServer(db.orm, db.url);
  site = new SiteClient(server.url);
});

afterAll(async () => {
  await server.close();
  await db.drop();
});

describe('the home page', () => {
  it('says what the service is and how consent works, with landmarks and a skip link', async () => {
    const page = await site.get('/');
    expect(page.status).toBe(200);
    expect(page.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.html).toContain('<a class="skip-link" href="#main">');
    expect(page.html).toMatch(/<main id="main"/);
    expect(page.html).toMatch(/<nav aria-label="Main">/);
    expect(textOf(page.html)).toContain('How consent works');
    expect(page.html).toContain('href="/creators/ada-stone"');
    expect(page.html).not.toContain('cy-hidden');
  });

  it('is served under a strict Content-Security-Policy with no inline script or style', async () => {
    const page = await site.get('/');
    const csp = page.res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.html).not.toMatch(/<script>|<style|style="/);
  });

  it('sets no session cookie on a page without a form', async () => {
    const page = await new SiteClient(server.url).get('/');
    expect(page.setCookies).toEqual([]);
  });
});

describe('the creator directory', () => {
  it('lists active creators only', async () => {
    const text = textOf((await site.get('/creators')).html);
    expect(text).toContain('Test ada-stone');
    expect(text).toContain('Test bo-river');
    expect(text).not.toContain('cy-hidden');
    expect(text).toContain('2 creators');
  });

  it('searches by name on the server, taking LIKE wildcards literally', async () => {
    const text = textOf((await site.get('/creators?q=river')).html);
    expect(text).toContain('Test bo-river');
    expect(text).not.toContain('Test ada-stone');
    expect(textOf((await site.get('/creators?q=%25')).html)).toContain('0 creators match');
  });

  it('filters by allowed context from the live boundary set', async () => {
    expect(textOf((await site.get('/creators?context=portrait')).html)).toContain('2 creators match');
    expect(textOf((await site.get('/creators?context=cosplay')).html)).toContain('0 creators match');
    const page = await site.get('/creators?context=portrait');
    expect(page.html).toMatch(/<option value="portrait" selected>/);
  });
});

describe('a creator page', () => {
  it('states the boundaries in plain language', async () => {
    const page = await site.get('/creators/ada-stone');
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain('Allowed contexts Portrait, Fitness');
    expect(text).toContain('Up to illustrative: stylised and illustrative images are allowed; photoreal is refused.');
    expect(text).toContain('Conversation mode is not licensed: images only.');
    expect(text).toContain('Opened adult categories Lingerie');
    expect(text).toContain('each requester may make 20 authorised images of Test ada-stone in any 24 hours');
    expect(text).toContain('Variety nudge: asking for the same prompt 4 times in 24 hours');
    expect(text).toContain('Rival Cola');
  });

  it('marks the platform prohibitions as platform rules, apart from the creator’s own', async () => {
    const html = (await site.get('/creators/ada-stone')).html;
    const minors = /<li class="forbidden forbidden-platform">\s*<h3>Minors <span class="tag tag-platform">Platform rule<\/span>/;
    expect(html).toMatch(minors);
    expect(html).toMatch(/<li class="forbidden forbidden-creator">\s*<h3>Alcohol <span class="tag tag-creator">Creator rule<\/span>/);
    expect(html).toMatch(/<li class="forbidden forbidden-adult">\s*<h3>Nudity <span class="tag tag-adult">Adult category<\/span>/);
    expect(html).not.toMatch(/<h3>Lingerie &amp; boudoir/); // opened, so not forbidden
    // Described, never listed: the platform's term lists stay private.
    expect(textOf(html)).toContain('Criminal & extremist context');
    expect(textOf(html)).not.toContain('police lineup');
  });

  it('lists the version history with a link to what changed between consecutive versions', async () => {
    const page = await site.get('/creators/ada-stone');
    expect(page.html).toContain('href="/creators/ada-stone/diff?from=1&amp;to=2"');
    expect(textOf(page.html)).toContain('platform rules changed');
  });

  it('is a friendly 404 for an unknown or unlisted creator', async () => {
    for (const slug of ['nobody', 'cy-hidden']) {
      const page = await site.get(`/creators/${slug}`);
      expect(page.status).toBe(404);
      expect(page.res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(textOf(page.html)).toContain('Page not found');
    }
  });
});

describe('the version diff page', () => {
  it('renders the semantic diff in plain language, with its effect', async () => {
    const page = await site.get('/creators/ada-stone/diff?from=1&to=2');
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain('This version tightens the boundaries.');
    expect(text).toContain('The platform prohibition “Criminal & extremist context” (criminal-context) now refuses more; the platform does not publish its terms.');
    expect(text).not.toContain('police lineup');
    expect(page.html).toContain('<span class="tag tag-tightens">tightens</span>');
  });

  it('is a 404 for a version that does not exist or is not a number', async () => {
    expect((await site.get('/creators/ada-stone/diff?from=1&to=9')).status).toBe(404);
    expect((await site.get('/creators/ada-stone/diff?from=x&to=2')).status).toBe(404);
  });
});

describe('the API guide and error pages', () => {
  it('links the full API reference', async () => {
    const page = await site.get('/docs');
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/docs/reference"');
    expect(page.html).toContain('href="/api/v1/openapi.json"');
    expect((await site.get('/api/v1/docs')).status).toBe(200);
  });

  it('answers unknown site paths with an HTML 404 and unknown API paths with problem+json', async () => {
    const sitePage = await site.get('/no/such/page');
    expect(sitePage.status).toBe(404);
    expect(sitePage.res.headers.get('content-type')).toMatch(/^text\/html/);
    const api = await site.get('/api/v1/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(api.html).code).toBe('not_found');
  });

  it('serves its own stylesheet and script from /static', async () => {
    const css = await site.get('/static/site.css');
    expect(css.status).toBe(200);
    expect(css.res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.html).toContain(':focus-visible');
    const js = await site.get('/static/site.js');
    expect(js.res.headers.get('content-type')).toMatch(/javascript/);
    expect((await site.get('/static/missing.css')).status).toBe(404);
  });

  it('answers 503 with an HTML page while the database is missing', async () => {
    const down = await startServer(null, null);
    try {
      const page = await new SiteClient(down.url).get('/creators');
      expect(page.status).toBe(503);
      expect(textOf(page.html)).toContain('Temporarily unavailable');
      expect((await new SiteClient(down.url).get('/docs')).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});
