import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/store/orm/open.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe('committed migrations', () => {
  it('match the entity definitions exactly (no schema change left to generate)', async () => {
    expect(await db.orm.getMigrator().checkMigrationNeeded()).toBe(false);
  });

  it('are all applied once and applying again is a no-op', async () => {
    expect(await migrate(db.orm)).toEqual([]);
    expect((await db.orm.getMigrator().getExecutedMigrations()).length).toBeGreaterThan(0);
  });

  it('keep credit pots from going negative at the database level', async () => {
    const conn = db.orm.em.getConnection();
    await conn.execute(`insert into account (id, email, roles) values ('acct_x', 'x@example.org', '{requester}')`);
    await conn.execute(`insert into credit_balance (account_id, paid) values ('acct_x', 1)`);
    await expect(conn.execute(`update credit_balance set paid = paid - 2 where account_id = 'acct_x'`)).rejects.toThrow();
  });
});
