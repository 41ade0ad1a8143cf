// The documentation site: the guides in docs/ as pages (heading anchors, links between guides,
// scrollable tables, sanitised), the API reference page and its locally served viewer, all
// under the site's strict CSP with no inline script or style.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDES } from '../../src/web/guides/catalogue.ts';
import { guideHref, renderGuideMarkdown } from '../../src/web/guides/markdown.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SiteClient, textOf } from './client.ts';

let server: TestServer;
let site: SiteClient;

beforeAll(async () => {
  // No database: documentation pages read nothing from it.
  server = await startServer(null, null);
  site = new SiteClient(server.url);
});

afterAll(async () => {
  await server.close();
});

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>/i;

describe('the guides as pages', () => {
  it('serves every guide, with its title, under the strict CSP and without inline script or style', async () => {
    for (const guide of GUIDES) {
      const page = await site.get(`/docs/${guide.slug}`);
      expect(page.status, guide.slug).toBe(200);
      expect(page.html).toContain(`<title>${guide.title.replace(/’/g, '’')} · Likeness Gate</title>`);
      const csp = page.res.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(page.html).not.toMatch(inlineScript);
      expect(page.html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    }
  });

  it('gives headings ids with a link to themselves, and lists the sections', async () => {
    const page = await site.get('/docs/policy-language');
    expect(page.html).toMatch(/<h2 id="([a-z0-9-]+)"><a class="anchor" href="#\1" aria-hidden="true" tabindex="-1">#<\/a>/);
    expect(page.html).toContain('aria-label="On this page"');
  });

  it('points links between guides at their pages, and leaves other links alone', () => {
    expect(guideHref('webhooks.md')).toBe('/docs/webhooks');
    expect(guideHref('provenance.md#content-credentials-c2pa')).toBe('/docs/provenance#content-credentials-c2pa');
    expect(guideHref('rule-program.md')).toBe('rule-program.md');
    expect(guideHref('https://example.org/a.md')).toBe('https://example.org/a.md');
    expect(guideHref('#local')).toBe('#local');
  });

  it('puts tables and code blocks in regions a keyboard can scroll, and drops any markup that is not document text', () => {
    const { html, sections } = renderGuideMarkdown('# T\n\n## One\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```sh\nnpm start\n```\n\n<script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>\n');
    expect(html).toContain('<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>');
    expect(html).toContain('<pre tabindex="0"><code class="language-sh">npm start');
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/);
    expect(sections).toEqual([{ id: 'one', text: 'One' }]);
  });

  it('is a 404 for a file in docs/ that is not a user-facing guide', async () => {
    expect((await site.get('/docs/rule-program')).status).toBe(404);
    expect((await site.get('/docs/..%2FREADME')).status).toBe(404);
  });
});

describe('the documentation home and the API reference', () => {
  it('lists every guide and the reference', async () => {
    const page = await site.get('/docs');
    for (const guide of GUIDES) expect(page.html).toContain(`href="/docs/${guide.slug}"`);
    expect(textOf(page.html)).toContain('API reference');
  });

  it('loads the viewer and its styles from this site only, with an external start script', async () => {
    for (const path of ['/docs/reference', '/api/v1/docs']) {
      const page = await site.get(path);
      expect(page.status).toBe(200);
      expect(page.res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const sources = [...page.html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
      expect(sources).toEqual(expect.arrayContaining(['/vendor/swagger-ui/swagger-ui.css', '/vendor/swagger-ui/swagger-ui-bundle.js', '/static/api-reference.js']));
      for (const s of sources) expect(s!.startsWith('/')).toBe(true);
      expect(page.html).not.toMatch(inlineScript);
    }
    const bundle = await fetch(`${server.url}/vendor/swagger-ui/swagger-ui-bundle.js`);
    expect([bundle.status, bundle.headers.get('content-type')]).toEqual([200, expect.stringContaining('javascript')]);
    await bundle.arrayBuffer();
    expect((await site.get('/vendor/swagger-ui/index.html')).status).toBe(404);
  });

  it('serves a real icon at /favicon.ico', async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO directory
    expect(bytes.length).toBeLessThan(4096);
  });
});
