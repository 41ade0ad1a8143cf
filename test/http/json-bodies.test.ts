// The attacks on JSON bodies: a genuine manifest posted to verify with a second "creator" member
// (JSON.parse keeps the last, another reader the first) or a `__proto__` member verified as valid
// and licensed; a 200 MB body was read to the end before its 413. Now each is refused.

import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { publishTestPolicies, requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { recordGeneration, type Recorded } from '../provenance/records.ts';

let db: TestDatabase;
let server: TestServer;
let genuine: Recorded;

beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [{ slug: 'pia-prov', active: true }]);
  const requester = await requesterWithKey(db.orm.em, 'req@example.org', 'identity', 10);
  server = await startServer(db.orm, db.url);
  genuine = await recordGeneration(db.orm.em, server.deps.keyring, { accountId: requester.accountId, creator: 'pia-prov' });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const verifyRaw = (rawBody: string) => call(server, 'POST', '/api/v1/provenance/verify', { rawBody, headers: { 'content-type': 'application/json' } });
const genuineText = () => JSON.stringify({ manifest: genuine.manifest, signature: genuine.signature });

describe('POST /api/v1/provenance/verify reads JSON as a signer would', () => {
  it('verifies the genuine manifest', async () => {
    const { res, body } = await verifyRaw(genuineText());
    expect([res.status, body.valid, body.licensed]).toEqual([200, true, true]);
  });

  it('refuses a duplicated member, naming it', async () => {
    const text = genuineText().replace('"creator":"pia-prov"', '"creator":"hana-mori","creator":"pia-prov"');
    expect(text).toContain('"creator":"hana-mori","creator":"pia-prov"');
    const { res, body } = await verifyRaw(text);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: 'malformed_json', errors: [{ pointer: '/manifest/creator', in: 'body' }] });
    expect(body.detail).toContain('duplicate member "creator"');
  });

  it('refuses __proto__ and constructor.prototype members, naming them', async () => {
    const proto = await verifyRaw(genuineText().replace('{"manifest":{', '{"manifest":{"__proto__":{"licensed":true},'));
    expect([proto.res.status, proto.body.errors]).toEqual([400, [expect.objectContaining({ pointer: '/manifest/__proto__' })]]);
    const ctor = await verifyRaw(genuineText().replace('{"manifest":{', '{"manifest":{"constructor":{"prototype":{"licensed":true}},'));
    expect([ctor.res.status, ctor.body.errors]).toEqual([400, [expect.objectContaining({ pointer: '/manifest/constructor/prototype' })]]);
  });

  it('refuses the same on every JSON endpoint', async () => {
    const { res, body } = await call(server, 'POST', '/api/v1/takedowns', { rawBody: '{"kind":"other","kind":"non-consensual"}', headers: { 'content-type': 'application/json' } });
    expect([res.status, body.errors?.[0]?.pointer]).toEqual([400, '/kind']);
  });
});

/** Announces `declared` bytes, sends them in 64 KiB pieces, and counts what was sent before the answer. */
function upload(declared: number | null): Promise<{ status: number; sent: number; problem: string }> {
  const url = new URL(server.url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (declared !== null) headers['content-length'] = String(declared);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({ host: url.hostname, port: url.port, method: 'POST', path: '/api/v1/provenance/verify', headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sent, problem: text }));
    });
    req.on('error', (e) => (answered ? undefined : reject(e)));
    const piece = Buffer.alloc(64 * 1024, 0x20);
    const pump = (): void => {
      while (!answered && sent < (declared ?? 200 * 1024 * 1024)) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

describe('a body over the limit', () => {
  it('is refused from its Content-Length before it is read', async () => {
    const { status, sent, problem } = await upload(200 * 1024 * 1024);
    expect(status).toBe(413);
    expect(JSON.parse(problem)).toMatchObject({ code: 'payload_too_large' });
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  it('is refused as soon as a chunked body passes the limit', async () => {
    const { status, sent } = await upload(null);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });
});
