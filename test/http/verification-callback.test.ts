import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from '../../src/http/routes/verification-callback.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { requesterWithKey } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';

const SECRET = 'test-callback-secret';
let db: TestDatabase;
let server: TestServer;
let account: { accountId: string };

beforeAll(async () => {
  db = await freshDatabase();
  account = await requesterWithKey(db.orm.em, 'kyc@example.org', 'none', 0);
  server = await startServer(db.orm, db.url, { VERIFICATION_CALLBACK_SECRET: SECRET });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

function signed(body: object, opts: { secret?: string; timestamp?: number } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  return { rawBody: raw, headers: { 'content-type': 'application/json', 'x-likeness-timestamp': String(timestamp), 'x-likeness-signature': signCallback(opts.secret ?? SECRET, timestamp, raw) } };
}
const post = (init: { rawBody: string; headers: Record<string, string> }) => call(server, 'POST', '/api/v1/verification/callback', init);

describe('POST /api/v1/verification/callback', () => {
  it('applies a correctly signed level, keeps it in the trail and the audit log, and refuses the replay', async () => {
    const event = { eventId: 'evt-100', accountId: account.accountId, level: 'identity' };
    const { res, body } = await post(signed(event));
    expect(res.status).toBe(200);
    expect(body).toEqual({ accountId: account.accountId, verification: 'identity', eventId: 'evt-100' });
    const trail = await db.orm.em.getConnection().execute(`select level, source, reference from verification_event where account_id = ?`, [account.accountId]);
    expect(trail).toEqual([{ level: 'identity', source: 'provider', reference: 'provider:evt-100' }]);
    const audited = await db.orm.em.getConnection().execute(`select actor from audit_log where action = 'account.verify' and subject_id = ?`, [account.accountId]);
    expect(audited).toEqual([{ actor: 'provider:verification' }]);
    const replay = await post(signed(event));
    expect([replay.res.status, replay.body.code]).toEqual([409, 'replayed_callback']);
  });

  it('refuses a wrong signature, a tampered body and a stale timestamp with 401', async () => {
    const event = { eventId: 'evt-200', accountId: account.accountId, level: 'age' };
    expect((await post(signed(event, { secret: 'wrong' }))).res.status).toBe(401);
    const tampered = signed(event);
    tampered.rawBody = tampered.rawBody.replace('"age"', '"identity"');
    expect((await post(tampered)).res.status).toBe(401);
    const stale = await post(signed(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }));
    expect([stale.res.status, stale.body.code]).toEqual([401, 'invalid_signature']);
  });

  it('is 404 for an unknown account and 503 where no secret is configured', async () => {
    const unknown = await post(signed({ eventId: 'evt-300', accountId: 'acct_nobody', level: 'age' }));
    expect(unknown.res.status).toBe(404);
    const bare = await startServer(db.orm, db.url);
    try {
      const r = await call(bare, 'POST', '/api/v1/verification/callback', signed({ eventId: 'evt-301', accountId: account.accountId, level: 'age' }));
      expect([r.res.status, r.body.code]).toEqual([503, 'callback_not_configured']);
    } finally {
      await bare.close();
    }
  });
});
