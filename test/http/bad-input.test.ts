// The attacks: a NUL byte in a slug, id, email, search or form field reached PostgreSQL and came
// back as a 503 (or a 500 page); `/api/v1/provenance/%ff` answered 500; a control character in
// a header got Node's bare 400. Each is now a 400 that says what was wrong, with nothing written.

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { SiteClient, textOf } from '../web/client.ts';

let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [{ slug: 'ana-bad', active: true }]);
  server = await startServer(db.orm, db.url);
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const count = async (table: string): Promise<number> => Number((await db.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from ${table}`, [], 'all'))[0]!.n);

describe('a NUL byte in API input', () => {
  it('in a path slug or id: 400 naming the path parameter', async () => {
    for (const [path, pointer] of [['/api/v1/creators/ana%00bad', '/slug'], ['/api/v1/creators/ana-bad/boundaries', null], ['/api/v1/provenance/gen_%00', '/id']] as const) {
      const { res, body } = await call(server, 'GET', path);
      if (pointer === null) {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status).toBe(400);
      expect(body.errors).toContainEqual(expect.objectContaining({ pointer, in: 'path' }));
    }
  });

  it('in a query parameter: 400 naming it', async () => {
    const { res, body } = await call(server, 'GET', '/api/v1/creators?cursor=a%00b');
    expect([res.status, body.errors?.[0]]).toEqual([400, expect.objectContaining({ pointer: '/cursor', in: 'query' })]);
  });

  it('in a body field (an email) or a member name: 400 naming it, and nothing written', async () => {
    const before = await count('takedown');
    const report = { kind: 'non-consensual', creator: 'ana-bad', generationId: 'gen_0123456789abcdefghjkmnpqrs', detail: 'This image of me was made without my consent.', reporterEmail: 'me\u0000@example.org' };
    const { res, body } = await call(server, 'POST', '/api/v1/takedowns', { body: report });
    expect([res.status, body.code]).toEqual([400, 'invalid_request']);
    expect(body.errors).toContainEqual(expect.objectContaining({ pointer: '/reporterEmail', in: 'body' }));
    const key = await call(server, 'POST', '/api/v1/takedowns', { body: { ...report, reporterEmail: 'me@example.org', 'x\u0000': 1 } });
    expect(key.res.status).toBe(400);
    expect(await count('takedown')).toBe(before);
  });

  it('as an unpaired surrogate: refused the same way (it would be stored changed)', async () => {
    const { res, body } = await call(server, 'POST', '/api/v1/takedowns', { rawBody: '{"kind":"other","detail":"\\ud800 is half a character"}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(body.errors).toContainEqual(expect.objectContaining({ pointer: '/detail' }));
  });
});

describe('a NUL byte in site input', () => {
  it('in the sign-in email, a search or an address: a 400 page naming the field, never a 500 or 503', async () => {
    const site = new SiteClient(server.url);
    const signin = await site.submit('/signin', '/signin', { email: 'a\u0000@example.org', password: 'whatever it is' });
    expect(signin.status).toBe(400);
    expect(textOf(signin.html)).toContain('“email”');
    const search = await site.get('/creators?q=%00');
    expect([search.status, textOf(search.html).includes('“q”')]).toEqual([400, true]);
    const profile = await site.get('/creators/ana%00bad');
    expect(profile.status).toBe(400);
    const record = await site.get('/provenance/%ff');
    expect(record.status).toBe(400);
  });
});

describe('malformed requests', () => {
  it('answers 400 problem+json for broken percent-encoding in an API path', async () => {
    const { res, body } = await call(server, 'GET', '/api/v1/provenance/%ff');
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_request', errors: [{ in: 'path' }] });
  });

  it('answers a raw control character in a header with a problem body, not a bare 400', async () => {
    const url = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write('GET /api/v1/creators HTTP/1.1\r\nHost: x\r\nX-Note: a\u0001b\r\n\r\n'));
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (c: string) => (text += c));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Content-Type: application/problem+json');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400, code: 'invalid_request' });
  });
});
