// The migration that records who made each boundary version backfills rows written before it
// from the audit log: a publish by an `account:` actor (the console) was the creator's, any other
// actor's an operator's, a platform re-version the platform's; a revocation names who revoked it
// and the version after a revoked one is marked as reopening consent.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openOrm, type Orm } from '../../src/store/orm/open.ts';
import { createDatabase, dropDatabase, randomName, withDatabase } from '../support/postgres-admin.ts';

const BEFORE = 'Migration20261121054431';
let orm: Orm;
let name: string;

beforeAll(async () => {
  name = randomName('likeness_backfill');
  await createDatabase(inject('pgServerUrl'), name);
  orm = await openOrm({ url: withDatabase(inject('pgServerUrl'), name) });
  await orm.getMigrator().up({ to: BEFORE });
  const sql = (text: string) => orm.em.getConnection().execute(text, [], 'run');
  await sql(`insert into platform_version (id, version, file_name, source, source_sha256) values (1, 1, 'platform.policy', '', 'a'), (2, 2, 'platform.policy', '', 'b')`);
  await sql(`insert into creator (id, slug, display_name) values (1, 'mira-okafor', 'Mira Okafor')`);
  const version = (v: number, cause: string, platform: number, revoked: boolean) =>
    sql(`insert into boundary_version (creator_id, version, file_name, source, program, policy_hash, platform_version_id, cause, cause_detail, revoked_at, revoked_reason)
         values (1, ${v}, 'mira-okafor.boundary', '', '{}', 'h${v}', ${platform}, '${cause}', 'detail ${v}', ${revoked ? "now(), 'paused'" : 'null, null'})`);
  await version(1, 'creator-published', 1, false); // seeded at start
  await version(2, 'creator-published', 1, false); // the console
  await version(3, 'platform-published', 2, true); // platform change, then the creator revoked
  await version(4, 'creator-published', 2, false); // an operator reopened
  const audit = (actor: string, action: string, subjectType: string, subject: string, detail: string) =>
    sql(`insert into audit_log (actor, action, subject_type, subject_id, detail) values ('${actor}', '${action}', '${subjectType}', '${subject}', '${detail}')`);
  await audit('system:start', 'policy.publish', 'creator', 'mira-okafor', '{"version":1}');
  await audit('account:acct_mira', 'policy.publish', 'creator', 'mira-okafor', '{"version":2}');
  await audit('operator:cli', 'policy.publish', 'platform', '2', '{}');
  await audit('account:acct_mira', 'consent.revoke', 'creator', 'mira-okafor', '{"version":3,"alreadyRevoked":false}');
  await audit('operator:cli', 'policy.publish', 'creator', 'mira-okafor', '{"version":4}');
  await orm.getMigrator().up();
}, 60_000);

afterAll(async () => {
  await orm.close(true);
  await dropDatabase(inject('pgServerUrl'), name);
});

describe('backfilling who made each boundary version', () => {
  it('names the creator only for the console publish, and records the revocation and the reopening', async () => {
    const rows = await orm.em.getConnection().execute(
      `select version, cause, actor_kind, actor_id, reason, reopens_consent, revoked_by_kind, revoked_by_id from boundary_version order by version`,
    );
    expect(rows).toEqual([
      { version: 1, cause: 'operator-published', actor_kind: 'operator', actor_id: 'system:start', reason: 'detail 1', reopens_consent: false, revoked_by_kind: null, revoked_by_id: null },
      { version: 2, cause: 'creator-published', actor_kind: 'creator', actor_id: 'account:acct_mira', reason: 'detail 2', reopens_consent: false, revoked_by_kind: null, revoked_by_id: null },
      { version: 3, cause: 'platform-published', actor_kind: 'platform', actor_id: 'operator:cli', reason: 'detail 3', reopens_consent: false, revoked_by_kind: 'creator', revoked_by_id: 'account:acct_mira' },
      { version: 4, cause: 'operator-published', actor_kind: 'operator', actor_id: 'operator:cli', reason: 'detail 4', reopens_consent: true, revoked_by_kind: null, revoked_by_id: null },
    ]);
  });
});
