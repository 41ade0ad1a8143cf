// The takedown form: the API's validation with one message per field, a confirmation with the
// reference and the database's due time, and the API's rate limit on the same address.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { SiteClient, textOf } from './client.ts';

let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startServer(db.orm, db.url, { RATE_LIMIT_TAKEDOWN: '3' });
});

afterAll(async () => {
  await server.close();
  await db.drop();
});

const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => db.orm.em.fork().getConnection().execute(query, params, 'all');
const DETAIL = 'This image of me was made without my consent.';

describe('the takedown form', () => {
  it('needs no account, and is prefilled from a provenance link', async () => {
    const page = await new SiteClient(server.url).get('/takedown?generationId=gen_abc&creator=mira-okafor');
    expect(page.status).toBe(200);
    expect(page.html).toContain('name="generationId" type="text" maxlength="64" autocomplete="off" spellcheck="false" value="gen_abc"');
    expect(page.html).toContain('value="mira-okafor"');
  });

  it('gives a message beside each invalid field and keeps what was typed', async () => {
    const site = new SiteClient(server.url);
    const page = await site.submit('/takedown', '/takedown', { kind: 'spam', detail: 'too short', reporterEmail: 'not-an-email', creator: '', generationId: '' });
    expect(page.status).toBe(400);
    const text = textOf(page.html);
    expect(text).toContain('Choose what kind of problem this is.');
    expect(text).toContain('Describe the problem in 20 to 4000 characters.');
    expect(text).toContain('Enter an email address such as you@example.org');
    expect(page.html).toContain('>too short</textarea>');
    expect(await sql('select id from takedown')).toHaveLength(0);
  });

  it('refuses a creator name or a malformed generation id beside the field, without using the limit', async () => {
    const site = new SiteClient(server.url);
    for (let i = 0; i < 4; i++) {
      const page = await site.submit('/takedown', '/takedown', { kind: 'non-consensual', detail: DETAIL, creator: 'Mira Okafor', generationId: '12345', reporterEmail: '' });
      expect(page.status).toBe(400);
      const text = textOf(page.html);
      expect(text).toContain('A creator slug is lower-case letters and digits joined by hyphens');
      expect(text).toContain('A generation id starts with gen_');
    }
    expect(await sql('select id from takedown')).toHaveLength(0);
  });

  it('files a report and confirms it with the reference and the due time the database stamped', async () => {
    const site = new SiteClient(server.url);
    const page = await site.submit('/takedown', '/takedown', { kind: 'non-consensual', detail: DETAIL, creator: 'mira-okafor', generationId: 'gen_0123456789abcdefghjkmnpqrs', reporterEmail: 'me@example.org' });
    expect(page.status).toBe(201);
    const id = /data-testid="takedown-id">(tdn_[0-9a-z]+)</.exec(page.html)![1]!;
    const [row] = await sql<{ kind: string; creator: string; generation_id: string; detail: string; reporter_email: string; due_at: Date }>(
      'select kind, creator, generation_id, detail, reporter_email, due_at from takedown where id = ?',
      [id],
    );
    expect(row).toMatchObject({ kind: 'non-consensual', creator: 'mira-okafor', generation_id: 'gen_0123456789abcdefghjkmnpqrs', detail: DETAIL, reporter_email: 'me@example.org' });
    expect(page.html).toContain(`<time datetime="${new Date(row!.due_at).toISOString()}">`);
  });

  it('is rate limited by the API’s takedown limit on the same address (429 page)', async () => {
    // One report already came from this address above; the API takes the second.
    const api = await fetch(`${server.url}/api/v1/takedowns`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'other', detail: DETAIL }) });
    expect(api.status).toBe(201);
    const site = new SiteClient(server.url);
    expect((await site.submit('/takedown', '/takedown', { kind: 'other', detail: DETAIL })).status).toBe(201);
    const limited = await site.submit('/takedown', '/takedown', { kind: 'other', detail: DETAIL });
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(textOf(limited.html)).toContain('Too many reports from this address');
    expect(limited.html).toContain(DETAIL); // what was typed is kept
  });

  it('refuses a post without the CSRF token', async () => {
    const res = await new SiteClient(server.url).post('/takedown', { kind: 'other', detail: DETAIL });
    expect(res.status).toBe(403);
  });
});
