// First-run demo data for `npm start`: the creators published from policies/creators/ that are
// still onboarding become active (a suspended one stays suspended), and a demo requester exists,
// age- and identity-verified, with credits. Its API key is kept in <dataDir>/demo-api-key
// (mode 600) so that every start can print it again; if that key no longer works (revoked,
// other database) a new one is made.

import { addRole, creatorStatusOf, setPasswordHash } from '../../store/demo.ts';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Store } from '../../store/index.ts';
import { createAccount, findAccountByEmail } from '../accounts/accounts.ts';
import { authenticate, createKey } from '../accounts/keys.ts';
import { setCreatorStatus } from '../../store/creator-status.ts';
import { hashPassword, verifyPassword } from '../accounts/password.ts';
import { authorityOf, linkCreatorAccount } from '../../store/account-authority.ts';
import type { Role } from '../../store/orm/entities/account.ts';

export const DEMO_EMAIL = 'demo@likeness.local';
const ACTOR = 'system:start';

export async function activateOnboarding(store: Store, slugs: string[]): Promise<string[]> {
  const activated: string[] = [];
  for (const slug of slugs) {
    if ((await creatorStatusOf(store, slug)) !== 'onboarding') continue;
    const r = await setCreatorStatus(store, slug, 'active', ACTOR);
    if (r.ok) activated.push(slug);
  }
  return activated;
}

export interface DemoRequester {
  email: string;
  apiKey: string;
  created: boolean;
  keyFile: string;
  /** Website sign-ins for the demo requester, creator and reviewer (ensureDemoAccounts). */
  accounts?: DemoAccounts;
}

export async function ensureDemoRequester(store: Store, dataDir: string, credits: number): Promise<DemoRequester> {
  const keyFile = path.resolve(dataDir, 'demo-api-key');
  let found = await findAccountByEmail(store, DEMO_EMAIL);
  let created = false;
  if (!found.ok) {
    const made = await createAccount(store, { email: DEMO_EMAIL, verification: 'identity', credits, roles: ['requester'], actor: ACTOR });
    if (!made.ok && made.code !== 'account_exists') throw new Error(made.message);
    created = made.ok;
    found = await findAccountByEmail(store, DEMO_EMAIL);
    if (!found.ok) throw new Error(found.message);
  }
  if (existsSync(keyFile)) {
    const saved = (await readFile(keyFile, 'utf8')).trim();
    const auth = await authenticate(store, saved);
    if (auth.ok && auth.value.accountId === found.value.id) return { email: DEMO_EMAIL, apiKey: saved, created, keyFile };
  }
  const key = await createKey(store, found.value.id, ACTOR);
  if (!key.ok) throw new Error(key.message);
  await writeFile(keyFile, `${key.value.secret}\n`, { mode: 0o600 });
  return { email: DEMO_EMAIL, apiKey: key.value.secret, created, keyFile };
}

// Website sign-ins for `npm start`: the demo requester gets a password, a creator account speaks
// for DEMO_CREATOR (its console), a reviewer account works the takedown queue. Random passwords
// are kept in <dataDir>/demo-accounts.json (mode 600) and reused on every start, so the banner
// prints the same credentials; the file wins over whatever hash the database holds.

export const DEMO_CREATOR = 'mira-okafor';
export const DEMO_CREATOR_EMAIL = 'creator@likeness.local';
export const DEMO_REVIEWER_EMAIL = 'reviewer@likeness.local';

export interface DemoAccount {
  role: 'requester' | 'creator' | 'reviewer';
  email: string;
  password: string;
  /** Where this account does its job on the website. */
  page: string;
}

export interface DemoAccounts {
  file: string;
  accounts: DemoAccount[];
}

async function savedPasswords(file: string): Promise<Map<string, string>> {
  if (!existsSync(file)) return new Map();
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { accounts?: { email?: unknown; password?: unknown }[] };
    return new Map((parsed.accounts ?? []).flatMap((a) => (typeof a.email === 'string' && typeof a.password === 'string' && a.password.length >= 10 ? [[a.email, a.password] as const] : [])));
  } catch {
    return new Map(); // unreadable: new passwords, written below
  }
}

/** The account exists with exactly `password` (created, or its hash replaced) and has `role`. */
async function ensureSignIn(store: Store, email: string, password: string, role: Role): Promise<string> {
  const found = await findAccountByEmail(store, email);
  if (!found.ok) {
    const made = await createAccount(store, { email, password, roles: [role], actor: ACTOR });
    if (!made.ok) throw new Error(made.message);
    return made.value.id;
  }
  const { passwordHash } = found.value;
  const matches = passwordHash !== null && (await verifyPassword(password, passwordHash));
  if (!matches) await setPasswordHash(store, found.value.id, await hashPassword(password));
  if (!found.value.roles.includes(role)) await addRole(store, found.value.id, role);
  return found.value.id;
}

export async function ensureDemoAccounts(store: Store, dataDir: string): Promise<DemoAccounts> {
  const file = path.resolve(dataDir, 'demo-accounts.json');
  const saved = await savedPasswords(file);
  const passwordFor = (email: string): string => saved.get(email) ?? randomBytes(15).toString('base64url');
  const accounts: DemoAccount[] = [];
  const requester = { role: 'requester' as const, email: DEMO_EMAIL, password: passwordFor(DEMO_EMAIL), page: '/dashboard' };
  await ensureSignIn(store, requester.email, requester.password, 'requester');
  accounts.push(requester);
  const creatorExists = (await creatorStatusOf(store, DEMO_CREATOR)) !== undefined;
  if (creatorExists) {
    const creator = { role: 'creator' as const, email: DEMO_CREATOR_EMAIL, password: passwordFor(DEMO_CREATOR_EMAIL), page: '/console' };
    const id = await ensureSignIn(store, creator.email, creator.password, 'creator');
    if ((await authorityOf(store, id)).creatorSlug !== DEMO_CREATOR) {
      const linked = await linkCreatorAccount(store, DEMO_CREATOR, creator.email, ACTOR);
      if (!linked.ok) throw new Error(linked.message);
    }
    accounts.push(creator);
  }
  const reviewer = { role: 'reviewer' as const, email: DEMO_REVIEWER_EMAIL, password: passwordFor(DEMO_REVIEWER_EMAIL), page: '/review' };
  await ensureSignIn(store, reviewer.email, reviewer.password, 'reviewer');
  accounts.push(reviewer);
  await writeFile(file, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { file, accounts };
}
