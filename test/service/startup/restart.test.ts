// The attack of a restart: a creator publishes a tighter boundary in the console, the service is
// started again with the repository's (older) file in policies/, and the creator's rule must
// still be enforced, with nothing re-versioned. A changed platform file re-versions the creator
// with their live source, recorded as a platform change.

import { storeOf } from '../../../src/store/index.ts';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCreatorAccount } from '../../../src/store/account-authority.ts';
import { createAccount } from '../../../src/service/accounts/accounts.ts';
import { liveBoundary } from '../../../src/service/boundary/live-boundary.ts';
import { prepareDatabase } from '../../../src/service/startup/prepare.ts';
import { runWorkbench } from '../../../src/web/console/workbench.ts';
import { freshDatabase, type TestDatabase } from '../../support/database.ts';
import { testConfig } from '../../support/server.ts';

let db: TestDatabase;
let dir: string;
let creatorActor: string;
const GAMBLING = 'forbid gambling "Gambling": "casino*", "roulette"\n';

const start = () => prepareDatabase(db.orm, testConfig({ POLICIES_DIR: path.join(dir, 'policies'), DATA_DIR: path.join(dir, 'data'), DEMO_SEED: 'false' }), () => undefined);

const history = async (slug: string) =>
  db.orm.em.getConnection().execute<{ version: number; cause: string; actor_kind: string; actor_id: string | null; reason: string }[]>(
    `select b.version, b.cause, b.actor_kind, b.actor_id, b.reason from boundary_version b join creator c on c.id = b.creator_id where c.slug = ? order by b.version`,
    [slug],
  );

const enforcedForbidden = async (slug: string): Promise<string[]> => {
  const live = await liveBoundary(storeOf(db.orm.em.fork()), slug);
  const step = live!.boundary.program.rules.find((r) => r.rule === 'forbidden_depiction') as unknown as { categories: { id: string }[] };
  return step.categories.map((c) => c.id);
};

beforeAll(async () => {
  db = await freshDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'likeness-restart-'));
  await cp('policies', path.join(dir, 'policies'), { recursive: true });
  await start();
  const account = await createAccount(storeOf(db.orm.em.fork()), { email: 'mira@example.org', roles: ['creator'], actor: 'test' });
  if (!account.ok) throw new Error(account.message);
  const linked = await linkCreatorAccount(storeOf(db.orm.em.fork()), 'mira-okafor', 'mira@example.org', 'test');
  if (!linked.ok) throw new Error(linked.message);
  creatorActor = `account:${account.value.id}`;
}, 60_000);

afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('npm start after a creator published in the console', () => {
  it("keeps the creator's rule and version: the repository file does not replace it", async () => {
    expect(await history('mira-okafor')).toEqual([expect.objectContaining({ version: 1, actor_kind: 'operator', actor_id: 'system:start' })]);
    const repoFile = await readFile(path.join(dir, 'policies/creators/mira-okafor.boundary'), 'utf8');
    const live = await liveBoundary(storeOf(db.orm.em.fork()), 'mira-okafor');
    const published = await runWorkbench(storeOf(db.orm.em.fork()), {
      slug: 'mira-okafor', source: repoFile + GAMBLING, action: 'publish', actor: creatorActor,
      live: { version: live!.boundary.version, program: live!.boundary.program, fileName: 'mira-okafor.boundary' },
    });
    expect(published.published).toMatchObject({ version: 2, status: 'published', reopensConsent: false });
    expect(await enforcedForbidden('mira-okafor')).toContain('gambling');

    await start(); // the restart, with policies/ as the repository has it
    await start();

    expect(await enforcedForbidden('mira-okafor')).toContain('gambling');
    const after = await history('mira-okafor');
    expect(after.map((v) => [v.version, v.cause, v.actor_kind])).toEqual([
      [1, 'operator-published', 'operator'],
      [2, 'creator-published', 'creator'],
    ]);
  });

  it('re-versions every creator with their live source when the platform file changes, as a platform change', async () => {
    const platformFile = path.join(dir, 'policies/platform.policy');
    const platform = await readFile(platformFile, 'utf8');
    await writeFile(platformFile, platform.replace('"mugshot*", ', '"mugshot*", "zzyzx lineup", '));
    await start();
    const after = await history('mira-okafor');
    expect(after.at(-1)).toMatchObject({ version: 3, cause: 'platform-published', actor_kind: 'platform', actor_id: 'system:start' });
    expect(await enforcedForbidden('mira-okafor')).toContain('gambling');
    // The same platform file again re-versions no one.
    await start();
    expect((await history('mira-okafor')).length).toBe(3);
  });

  it('seeds a creator the database lacks', async () => {
    await rm(path.join(dir, 'policies/creators/kai-moreno.boundary'));
    const fresh = await freshDatabase();
    try {
      await prepareDatabase(fresh.orm, testConfig({ POLICIES_DIR: path.join(dir, 'policies'), DATA_DIR: path.join(dir, 'data'), DEMO_SEED: 'false' }), () => undefined);
      const slugs = await fresh.orm.em.getConnection().execute<{ slug: string }[]>('select slug from creator order by slug');
      expect(slugs.map((r) => r.slug)).toContain('mira-okafor');
      expect(slugs.map((r) => r.slug)).not.toContain('kai-moreno');
    } finally {
      await fresh.drop();
    }
  });
});
