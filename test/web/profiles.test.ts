// Creator profiles on the site against the real app and PostgreSQL: the console's profile editor
// (creator accounts only, CSRF, errors at their field, nothing half-saved), the avatar upload
// (checked with sharp, served as WebP with caching headers), the creator page and directory card
// showing the profile, /generate opened for one creator offering only what they allow, a refusal
// saying what they allow, and the public profile in GET /api/v1/creators/{slug}.

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { csrfOf, SiteClient, textOf } from './client.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
let requesterKey: string;
let generated: string[] = [];
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em.fork(), [
    { slug: 'ada-stone', active: true },
    { slug: 'bo-lind', active: true },
  ]);
  server = await startServer(db.orm, db.url);
  requesterKey = (await requesterWithKey(db.orm.em.fork(), 'req@example.org', 'identity', 50)).key;
  for (const prompt of ['studio portrait, soft light', 'portrait by a window']) {
    const res = await fetch(`${server.url}/api/v1/generate`, { method: 'POST', headers: { authorization: `Bearer ${requesterKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ creator: 'ada-stone', prompt, context: 'portrait' }) });
    expect(res.status).toBe(200);
    generated.push(((await res.json()) as { id: string }).id);
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

async function signedIn(email: string, link?: string): Promise<SiteClient> {
  const made = await createAccount(storeOf(db.orm.em.fork()), { email, password: PASSWORD, verification: 'identity', credits: 10, actor: 'test' });
  if (!made.ok) throw new Error(made.message);
  if (link) {
    const linked = await linkCreatorAccount(storeOf(db.orm.em.fork()), link, email, 'test');
    if (!linked.ok) throw new Error(linked.message);
  }
  const site = new SiteClient(server.url);
  await site.submit('/signin', '/signin', { email, password: PASSWORD });
  return site;
}

const errorAt = (html: string, id: string): string | null => {
  const m = new RegExp(`id="${id}-error">([^<]*)<`).exec(html);
  return m ? textOf(m[1]!).trim() : null;
};

async function upload(site: SiteClient, bytes: Buffer, name: string, type: string) {
  const page = await site.get('/console/profile');
  const form = new FormData();
  form.set('_csrf', csrfOf(page.html));
  form.set('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
  return site.postMultipart('/console/profile/avatar', form);
}

describe('the profile editor', () => {
  it('is for creator accounts linked to a creator, and is linked from the console', async () => {
    const plain = await signedIn('plain@example.org');
    expect((await plain.get('/console/profile')).status).toBe(403);
    expect((await new SiteClient(server.url).get('/console/profile')).res.headers.get('location')).toBe('/signin?next=%2Fconsole%2Fprofile');
    const ada = await signedIn('ada@example.org', 'ada-stone');
    expect((await ada.get('/console')).html).toContain('href="/console/profile"');
  });

  it('refuses a bad link at its field and saves nothing of the form', async () => {
    const ada = await signedIn('ada2@example.org', 'ada-stone');
    const page = await ada.submit('/console/profile', '/console/profile', { bio: 'Should not be saved', link1: 'https://ok.example', link2: 'http://plain.example', link3: '', link4: '', link5: '' });
    expect(page.status).toBe(400);
    expect(errorAt(page.html, 'link2')).toBe('This link must start with https://.');
    expect(page.html).toContain('id="link2" name="link2" type="url" inputmode="url" maxlength="300" autocomplete="off" placeholder="https://" value="http://plain.example" aria-invalid="true"');
    expect(textOf((await ada.get('/creators/ada-stone')).html)).not.toContain('Should not be saved');
  });

  it('refuses a form without its CSRF token', async () => {
    const ada = await signedIn('ada3@example.org', 'ada-stone');
    await ada.get('/console/profile');
    expect((await ada.post('/console/profile', { bio: 'forged' })).status).toBe(403);
  });

  it('saves bio, links and chosen samples; the creator page and the directory card show them', async () => {
    const ada = await signedIn('ada4@example.org', 'ada-stone');
    const form = await ada.get('/console/profile');
    expect(form.html).toContain(`value="${generated[0]}"`);
    const body = new URLSearchParams({ _csrf: csrfOf(form.html), bio: 'Climber, <b>photographer</b> & tea drinker.', link1: 'https://ada.example/work', link2: '', link3: '', link4: '', link5: '' });
    body.append('sample', generated[1]!);
    body.append('sample', generated[0]!);
    const res = await fetch(`${server.url}/console/profile`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...ada.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, body: body.toString() });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/console/profile?saved=saved');

    const creatorPage = await new SiteClient(server.url).get('/creators/ada-stone');
    expect(creatorPage.html).toContain('Climber, &lt;b&gt;photographer&lt;/b&gt; &amp; tea drinker.');
    expect(creatorPage.html).toContain('<a href="https://ada.example/work" rel="nofollow noopener" data-testid="profile-link">ada.example/work</a>');
    const samples = [...creatorPage.html.matchAll(/<img src="\/images\/([0-9a-f]{64})\.png" alt="Licensed image of Test ada-stone, Portrait"/g)];
    expect(samples.length).toBe(2);
    expect(creatorPage.html).toContain('href="/generate?creator=ada-stone" data-testid="request-image"');

    const directory = await new SiteClient(server.url).get('/creators');
    expect(directory.html).toContain('Climber, &lt;b&gt;photographer&lt;/b&gt; &amp; tea drinker.');
    expect(directory.html).toContain('alt="Licensed image of Test ada-stone, Portrait"');
    expect(directory.html).toContain('href="/generate?creator=ada-stone"');
  });

  it('uploads an avatar, served as square WebP with caching headers, shown with alt text, and in the API', async () => {
    const ada = await signedIn('ada5@example.org', 'ada-stone');
    const jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#aa5533' } }).jpeg().withExif({ IFD0: { Artist: 'someone' } }).toBuffer();
    const saved = await upload(ada, jpeg, 'me.png', 'image/png');
    expect(saved.status).toBe(303);
    const page = await new SiteClient(server.url).get('/creators/ada-stone');
    const src = /<img class="avatar avatar-large" src="([^"]+)" alt="Photo of Test ada-stone"/.exec(page.html)![1]!.replaceAll('&amp;', '&');
    expect(src).toMatch(/^\/creators\/ada-stone\/avatar\/256\.webp\?v=[0-9a-f]{16}$/);
    const image = await fetch(`${server.url}${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=300');
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
    const again = await fetch(`${server.url}${src}`, { headers: { 'if-none-match': image.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const small = await fetch(`${server.url}/creators/ada-stone/avatar/64.webp`);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(64);
    expect((await fetch(`${server.url}/creators/bo-lind/avatar/256.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/creators/ada-stone/avatar/999.webp`)).status).toBe(404);

    const api = (await (await fetch(`${server.url}/api/v1/creators/ada-stone`)).json()) as Record<string, unknown>;
    expect(api).toMatchObject({ slug: 'ada-stone', bio: 'Climber, <b>photographer</b> & tea drinker.', links: ['https://ada.example/work'], avatarUrl: src });
    expect(((await (await fetch(`${server.url}/api/v1/creators/bo-lind`)).json()) as Record<string, unknown>).avatarUrl).toBeNull();
  });

  it('refuses a non-image, an SVG and a too-large file at the avatar field, keeping the old avatar', async () => {
    const ada = await signedIn('ada6@example.org', 'ada-stone');
    const before = (await ada.get('/console/profile')).html.match(/data-testid="current-avatar"/);
    const text = await upload(ada, Buffer.from('hello, this is text'), 'avatar.png', 'image/png');
    expect(text.status).toBe(400);
    expect(errorAt(text.html, 'avatar')).toContain('not a PNG, JPEG or WebP image');
    const svg = await upload(ada, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>'), 'avatar.svg', 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect(errorAt(svg.html, 'avatar')).toContain('SVG');
    const huge = await upload(ada, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.jpg', 'image/jpeg');
    expect(huge.status).toBe(413);
    expect(errorAt(huge.html, 'avatar')).toContain('larger than 5 MB');
    expect((await ada.get('/console/profile')).html.match(/data-testid="current-avatar"/)).toEqual(before);
  });
});

describe('requesting an image of one creator', () => {
  it('offers only the creator’s allowed contexts, realism tiers and modes', async () => {
    const req = await signedIn('requester@example.org');
    const page = await req.get('/generate?creator=ada-stone');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<select id="creator"');
    expect(page.html).toContain('<input type="hidden" name="creator" value="ada-stone">');
    const options = (name: string) => [...(new RegExp(`<select id="${name}"[\\s\\S]*?</select>`).exec(page.html)?.[0] ?? '').matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(options('context')).toEqual(['', 'portrait', 'fitness']);
    expect(options('realism')).toEqual(['stylised', 'illustrative']);
    expect(options('mode')).toEqual(['image']);
    // Without a creator, everything is offered as before.
    const open = await req.get('/generate');
    expect(open.html).toContain('<select id="creator"');
  });

  it('a refusal says what the creator allows, and the form stays for that creator', async () => {
    const req = await signedIn('requester2@example.org');
    const form = await req.get('/generate?creator=ada-stone');
    const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(form.html)![1]!;
    const refused = await req.post('/generate', { _csrf: csrfOf(form.html), idempotencyKey, fixed: '1', creator: 'ada-stone', context: 'gaming-avatar', realism: 'illustrative', mode: 'image', prompt: 'as a knight', reference: '', action: 'generate' });
    expect(refused.status).toBe(403);
    const text = textOf(refused.html);
    expect(text).toContain('context_not_permitted');
    expect(text).toContain('What this creator allows Contexts: Portrait and Fitness');
    expect(text).toContain('Realism up to illustrative (stylised and illustrative)');
    expect(refused.html).toContain('<input type="hidden" name="creator" value="ada-stone">');
  });
});
