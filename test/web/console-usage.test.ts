// The console's usage section over HTTP against the real app and PostgreSQL: thumbnails of the
// images made of the creator with licence badge, requester's display name, context and time; a
// revoked licence as a placeholder, never a broken image; refused attempts grouped by rule with
// counts and never the prompt; the per-day chart as SVG with a text alternative; filters (a bad
// one is a 400 shown beside its field) and paging links that carry the filters.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { generationFixture, type GenerationFixture } from '../generation/support.ts';
import { requesterWithKey } from '../support/seed.ts';
import { SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let f: GenerationFixture;
let site: SiteClient;
let requesterKey: string;
const PASSWORD = 'a long enough password';
const made: { id: string; context: string }[] = [];

const generate = async (creator: string, prompt: string, context = 'portrait'): Promise<{ status: number; id: string; url?: string }> => {
  const res = await fetch(`${f.server.url}/api/v1/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${requesterKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ creator, prompt, context }),
  });
  const body = (await res.json()) as { id: string; render?: { url?: string } };
  return { status: res.status, id: body.id, url: body.render?.url };
};

/** The HTML of one grid item. */
const itemOf = (html: string, id: string): string => /<li class="usage-item"[^>]*>[\s\S]*?<\/li>/.exec(html.slice(html.indexOf(`data-generation="${id}"`) - 30))?.[0] ?? '';
const usageOf = (html: string): string => html.slice(html.indexOf('<section aria-labelledby="usage"'));

beforeAll(async () => {
  f = await generationFixture({}, [
    { slug: 'tia-use', active: true },
    { slug: 'uma-use', active: true },
  ]);
  const em = f.db.orm.em;
  const requester = await requesterWithKey(em, 'rae@example.org', 'identity', 200);
  requesterKey = requester.key;
  await em.fork().getConnection().execute(`update account set display_name = 'Rae Requester' where id = ?`, [requester.accountId]);
  const creator = await createAccount(storeOf(em.fork()), { email: 'tia@example.org', password: PASSWORD, actor: 'test' });
  if (!creator.ok) throw new Error(creator.message);
  const linked = await linkCreatorAccount(storeOf(em.fork()), 'tia-use', 'tia@example.org', 'test');
  if (!linked.ok) throw new Error(linked.message);
  site = new SiteClient(f.server.url);
  await site.submit('/signin', '/signin', { email: 'tia@example.org', password: PASSWORD });
  for (const [prompt, context] of [
    ['studio portrait, private words', 'portrait'],
    ['after a morning run', 'fitness'],
  ] as const) {
    const g = await generate('tia-use', prompt, context);
    expect(g.status).toBe(200);
    made.push({ id: g.id, context });
  }
  expect((await generate('tia-use', 'holding a cold beer, private words')).status).toBe(403);
  expect((await generate('tia-use', 'beer at the beach')).status).toBe(403);
  expect((await generate('tia-use', 'as a knight', 'gaming-avatar')).status).toBe(403);
  expect((await generate('uma-use', 'studio portrait of uma')).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await f.close();
});

describe('usage in the creator console', () => {
  it('shows each image as a thumbnail with a licensed badge, the requester’s display name, the context and the time', async () => {
    const page = await site.get('/console');
    expect(page.status).toBe(200);
    const [portrait, fitness] = made;
    const item = itemOf(page.html, portrait!.id);
    expect(item).toMatch(/<img class="usage-thumb" src="\/images\/[0-9a-f]{64}\.png"/);
    const text = textOf(item);
    expect(text).toContain('licensed');
    expect(text).toContain('portrait, illustrative');
    expect(text).toContain('Rae Requester');
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(item).toContain(`href="/console/licences/${portrait!.id}/revoke"`);
    expect(textOf(itemOf(page.html, fitness!.id))).toContain('fitness');
    const src = /src="(\/images\/[0-9a-f]{64}\.png)"/.exec(item)![1]!;
    expect((await fetch(`${f.server.url}${src}`)).status).toBe(200);
    // Only this creator's generations, and the requester by name, not by account id.
    expect(usageOf(page.html).match(/class="usage-item"/g)).toHaveLength(2);
    expect(usageOf(page.html)).not.toMatch(/acct_/);
  });

  it('groups refused attempts by rule and category with counts and what they matched, never the prompt', async () => {
    const page = await site.get('/console');
    expect(page.html).not.toContain('private words');
    expect(usageOf(page.html)).not.toContain('cold beer'); // (the boundary file's own expect line has it)
    const rows = [...page.html.matchAll(/<tr data-rule="[^"]+">[\s\S]*?<\/tr>/g)].map((m) => textOf(m[0]).replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(['forbidden_depiction alcohol 2 matched term "beer" × 2', expect.stringMatching(/^context_not_permitted gaming-avatar 1 .+ × 1$/)]);
  });

  it('draws generations and refusals per day as SVG with a text alternative, and no inline style', async () => {
    const page = await site.get('/console');
    const svg = /<svg[^>]*data-testid="usage-chart"[\s\S]*?<\/svg>/.exec(page.html)![0];
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/aria-labelledby="usage-chart-title usage-chart-desc"/);
    const today = new Date().toISOString().slice(0, 10);
    expect(textOf(/<desc[^>]*>([\s\S]*?)<\/desc>/.exec(svg)![1]!)).toContain(`${today}: 2 generated, 3 refused`);
    expect(svg.match(/class="bar-generations"/g)).toHaveLength(1);
    expect(svg.match(/class="bar-refusals"/g)).toHaveLength(1);
    expect(textOf(/<table data-testid="usage-days">[\s\S]*?<\/table>/.exec(page.html)![0])).toContain(`${today} 2 3`);
    expect(textOf(page.html)).toContain('2 generations and 3 refusals from');
    expect(page.html).not.toMatch(/\sstyle=/);
    expect(page.res.headers.get('content-security-policy')).toContain("style-src 'self'");
  });

  it('shows a revoked licence as a placeholder with a revoked badge and the reason, not a broken image', async () => {
    const [portrait] = made;
    const done = await site.submit(`/console/licences/${portrait!.id}/revoke`, `/console/licences/${portrait!.id}/revoke`, { reason: 'not this one' });
    expect(done.res.headers.get('location')).toBe(`/console?revoked=${portrait!.id}#usage`);
    const item = itemOf((await site.get('/console')).html, portrait!.id);
    expect(item).not.toContain('<img');
    expect(textOf(item)).toMatch(/Licence revoked: no longer served[\s\S]*revoked[\s\S]*not this one/);
    expect(item).not.toContain('/revoke"');
  });

  it('filters by context, licence state and days, and refuses a bad filter beside its field', async () => {
    const [portrait, fitness] = made;
    const byContext = usageOf((await site.get('/console?context=fitness')).html);
    expect(byContext).toContain(`data-generation="${fitness!.id}"`);
    expect(byContext).not.toContain(`data-generation="${portrait!.id}"`);
    expect(textOf(byContext)).toContain('No refused attempts in this range.');
    expect(byContext).toMatch(/<option value="fitness" selected>/);

    const revoked = usageOf((await site.get('/console?licence=revoked&from=&to=&context=')).html);
    expect(revoked.match(/class="usage-item"/g)).toHaveLength(1);
    expect(revoked).toContain(`data-generation="${portrait!.id}"`);

    const longAgo = usageOf((await site.get('/console?from=2020-01-01&to=2020-01-31')).html);
    expect(textOf(longAgo)).toContain('No images match these filters.');
    expect(textOf(longAgo)).toContain('0 generations and 0 refusals from 2020-01-01 to 2020-01-31');

    const bad = await site.get('/console?from=2026-02-30&licence=maybe');
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/<input id="usage-from" name="from" type="date" value="2026-02-30" aria-invalid="true" aria-describedby="from-error">/);
    expect(bad.html).toContain('id="from-error"');
    expect(bad.html).toContain('id="licence-error"');
    expect(usageOf(bad.html).match(/class="usage-item"/g)).toHaveLength(2); // the defaults meanwhile
  });

  it('pages older images with a link that keeps the filters', async () => {
    for (let i = 0; i < 24; i++) expect((await generate('tia-use', `portrait number ${i}`)).status).toBe(200);
    const first = usageOf((await site.get('/console?context=portrait')).html);
    expect(first.match(/class="usage-item"/g)).toHaveLength(24);
    const next = /href="([^"]+)" rel="next"/.exec(first)![1]!.replaceAll('&amp;', '&');
    expect(next).toMatch(/^\/console\?context=portrait&cursor=[A-Za-z0-9_-]+#usage$/);
    const second = usageOf((await site.get(next.replace('#usage', ''))).html);
    expect(second.match(/class="usage-item"/g)).toHaveLength(1);
    expect(second).toContain(`data-generation="${made[0]!.id}"`);
    expect(second).not.toContain('rel="next"');
    expect(second).toContain('href="/console?context=portrait#usage"');
  }, 60_000);
});
