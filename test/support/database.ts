// A fresh, migrated database for one test file: a clone of the run's template.

import { inject } from 'vitest';
import { openOrm, type Orm } from '../../src/store/orm/open.ts';
import { createDatabase, dropDatabase, randomName, withDatabase } from './postgres-admin.ts';

export interface TestDatabase {
  url: string;
  orm: Orm;
  drop(): Promise<void>;
}

export async function freshDatabase(): Promise<TestDatabase> {
  const server = inject('pgServerUrl');
  const name = randomName('likeness_t');
  await createDatabase(server, name, inject('pgTemplate'));
  const url = withDatabase(server, name);
  const orm = await openOrm({ url });
  return {
    url,
    orm,
    drop: async () => {
      await orm.close(true);
      await dropDatabase(server, name);
    },
  };
}
