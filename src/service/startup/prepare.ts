// Everything `npm start` does to the database before serving: migrations, publishing policies/
// (the platform file, and creator files for creators the database lacks), and, with DEMO_SEED, the demo creators and requester.

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config/index.ts';
import { migrate, type Orm } from '../../store/orm/open.ts';
import { storeFor } from '../../store/index.ts';
import { collectPolicyFiles, publishFiles } from '../publish/files.ts';
import { activateOnboarding, ensureDemoAccounts, ensureDemoRequester, type DemoRequester } from './demo.ts';
import type { Log } from './logger.ts';

export async function prepareDatabase(orm: Orm, config: Config, log: Log): Promise<{ demo: DemoRequester | null }> {
  const applied = await migrate(orm);
  log('info', applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema up to date');
  const policies = path.resolve(config.policiesDir);
  if (!existsSync(policies)) {
    log('info', `no ${config.policiesDir}/ folder: nothing to publish`);
    return { demo: null };
  }
  // policies/creators/ only seeds creators the database lacks: once a creator is in the
  // database, what they published (or revoked) there is live, and a restart never replaces it.
  const results = await publishFiles(storeFor(orm), [policies], 'system:start', { seedOnly: true, reason: 'seeded from policies/ at start-up' });
  for (const r of results) {
    if (!r.ok) log('error', `${r.fileName} not published: ${r.message}`, { problems: r.problems });
    else if (r.kind === 'creator' && r.status === 'kept-live') log('info', `${r.fileName}: ${r.slug} v${r.version} live in the database, file not applied (likeness policy pull ${r.slug} writes the live file)`);
    else log('info', `${r.fileName}: ${r.kind === 'creator' ? `${r.slug} ` : 'platform '}v${r.version} ${r.status}`);
  }
  if (!config.demoSeed) return { demo: null };
  const creatorFiles = (await collectPolicyFiles([policies])).filter((f) => f.endsWith('.boundary'));
  const published = results.flatMap((r) => (r.ok && r.kind === 'creator' && creatorFiles.some((f) => path.resolve(f) === path.resolve(r.fileName)) ? [r.slug] : []));
  const activated = await activateOnboarding(storeFor(orm), published);
  if (activated.length) log('info', `activated demo creators: ${activated.join(', ')}`);
  const demo = await ensureDemoRequester(storeFor(orm), config.dataDir, config.demoCredits);
  return { demo: { ...demo, accounts: await ensureDemoAccounts(storeFor(orm), config.dataDir) } };
}
