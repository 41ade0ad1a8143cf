// First-run demo data for `npm start`: the creators published from policies/creators/ that are
// still onboarding become active (a suspended one stays suspended), and a demo requester exists,
// age- and identity-verified, with credits. Its API key is kept in <dataDir>/demo-api-key
// (mode 600) so that every start can print it again; if that key no longer works (revoked,
// other database) a new one is made.

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createAccount, findAccountByEmail } from '../accounts/accounts.ts';
import { authenticate, createKey } from '../accounts/keys.ts';
import { setCreatorStatus } from '../creators.ts';

export const DEMO_EMAIL = 'demo@likeness.local';
const ACTOR = 'system:start';

export async function activateOnboarding(em: EntityManager, slugs: string[]): Promise<string[]> {
  const activated: string[] = [];
  for (const slug of slugs) {
    const rows: { status: string }[] = await em.getConnection().execute('select status from creator where slug = ?', [slug], 'all');
    if (rows[0]?.status !== 'onboarding') continue;
    const r = await setCreatorStatus(em.fork(), slug, 'active', ACTOR);
    if (r.ok) activated.push(slug);
  }
  return activated;
}

export interface DemoRequester {
  email: string;
  apiKey: string;
  created: boolean;
  keyFile: string;
}

export async function ensureDemoRequester(em: EntityManager, dataDir: string, credits: number): Promise<DemoRequester> {
  const keyFile = path.resolve(dataDir, 'demo-api-key');
  let found = await findAccountByEmail(em.fork(), DEMO_EMAIL);
  let created = false;
  if (!found.ok) {
    const made = await createAccount(em.fork(), { email: DEMO_EMAIL, verification: 'identity', credits, roles: ['requester'], actor: ACTOR });
    if (!made.ok && made.code !== 'account_exists') throw new Error(made.message);
    created = made.ok;
    found = await findAccountByEmail(em.fork(), DEMO_EMAIL);
    if (!found.ok) throw new Error(found.message);
  }
  if (existsSync(keyFile)) {
    const saved = (await readFile(keyFile, 'utf8')).trim();
    const auth = await authenticate(em.fork(), saved);
    if (auth.ok && auth.value.accountId === found.value.id) return { email: DEMO_EMAIL, apiKey: saved, created, keyFile };
  }
  const key = await createKey(em.fork(), found.value.id, ACTOR);
  if (!key.ok) throw new Error(key.message);
  await writeFile(keyFile, `${key.value.secret}\n`, { mode: 0o600 });
  return { email: DEMO_EMAIL, apiKey: key.value.secret, created, keyFile };
}
