// Real data through the real service functions: platform + creators published, accounts with keys.

import type { EntityManager } from '@mikro-orm/postgresql';
import { createAccount } from '../../src/service/accounts/accounts.ts';
import { createKey } from '../../src/service/accounts/keys.ts';
import { setCreatorStatus } from '../../src/store/creator-status.ts';
import { publishCreator, publishPlatform } from '../../src/service/publish/publish.ts';
import type { VerificationLevel } from '../../src/vocabulary.ts';
import { PLATFORM, creatorFile } from './policies.ts';
import { storeOf } from '../../src/store/index.ts';

export async function publishTestPolicies(em: EntityManager, creators: { slug: string; active: boolean; opts?: Parameters<typeof creatorFile>[1] }[]): Promise<void> {
  const platform = await publishPlatform(storeOf(em.fork()), { source: PLATFORM, fileName: 'platform.policy' }, 'test');
  if (!platform.ok) throw new Error(platform.problems.join('\n'));
  for (const c of creators) {
    const r = await publishCreator(storeOf(em.fork()), { source: creatorFile(c.slug, c.opts), fileName: `${c.slug}.boundary` }, 'test');
    if (!r.ok) throw new Error(r.problems.join('\n'));
    if (c.active) await setCreatorStatus(storeOf(em.fork()), c.slug, 'active', 'test');
  }
}

export async function requesterWithKey(em: EntityManager, email: string, verification: VerificationLevel, credits: number): Promise<{ accountId: string; key: string; keyId: string }> {
  const account = await createAccount(storeOf(em.fork()), { email, verification, credits, actor: 'test' });
  if (!account.ok) throw new Error(account.message);
  const key = await createKey(storeOf(em.fork()), account.value.id, 'test');
  if (!key.ok) throw new Error(key.message);
  return { accountId: account.value.id, key: key.value.secret, keyId: key.value.id };
}
