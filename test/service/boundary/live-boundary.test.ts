import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeOf } from '../../../src/store/index.ts';
import { liveBoundary } from '../../../src/service/boundary/live-boundary.ts';
import { publishCreator, publishPlatform } from '../../../src/service/publish/publish.ts';
import { freshDatabase, type TestDatabase } from '../../support/database.ts';
import { PLATFORM, creatorFile } from '../../support/policies.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
  await publishPlatform(storeOf(db.orm.em.fork()), { source: PLATFORM, fileName: 'platform.policy' }, 'test');
});
afterAll(async () => {
  await db.drop();
});
const em = () => db.orm.em.fork();

describe('the live boundary the gate enforces', () => {
  it('is undefined for an unknown creator and for one without a boundary set', async () => {
    expect(await liveBoundary(storeOf(em()), 'nobody-here')).toBeUndefined();
    await em().getConnection().execute(`insert into creator (slug, display_name, status, profile) values ('no-set', 'No Set', 'active', '{}')`);
    expect(await liveBoundary(storeOf(em()), 'no-set')).toBeUndefined();
  });

  it('follows every new version at once, although programs are cached by policyHash', async () => {
    await publishCreator(storeOf(em()), { source: creatorFile('dee-four'), fileName: 'dee-four.boundary' }, 'test');
    const first = await liveBoundary(storeOf(em()), 'dee-four');
    expect(first?.boundary.version).toBe(1);
    expect(await liveBoundary(storeOf(em()), 'dee-four')).toEqual(first); // served from the cache, same answer

    await publishCreator(storeOf(em()), { source: creatorFile('dee-four', { forbidAlcohol: ['beer', 'wine', 'mead'] }), fileName: 'dee-four.boundary' }, 'test');
    const second = await liveBoundary(storeOf(em()), 'dee-four');
    expect(second?.boundary.version).toBe(2);
    expect(second?.boundary.policyHash).not.toBe(first?.boundary.policyHash);
    const alcohol = second?.boundary.program.rules.find((r) => r.rule === 'forbidden_depiction');
    expect(JSON.stringify(alcohol)).toContain('mead');
  });

  it('reports a revoked set and a changed creator state on the next read', async () => {
    await em().getConnection().execute(`update boundary_version set revoked_at = now() where creator_id = (select id from creator where slug = 'dee-four')`);
    await em().getConnection().execute(`update creator set status = 'suspended' where slug = 'dee-four'`);
    const live = await liveBoundary(storeOf(em()), 'dee-four');
    expect(live?.revokedAt).not.toBeNull();
    expect(live?.creator.status).toBe('suspended');
  });
});
