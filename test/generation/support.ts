// Shared set-up for generation tests: a fresh database with the test policies, a server with
// its own image folder, and ledger/balance readers.

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publishCreator } from '../../src/service/publish/publish.ts';
import { setCreatorStatus } from '../../src/store/creator-status.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { creatorFile } from '../support/policies.ts';
import { publishTestPolicies } from '../support/seed.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { storeOf, type Store } from '../../src/store/index.ts';
import { COLUMN } from '../../src/store/credits.ts';
import type { Split } from '../../src/generation/credits/reserve.ts';

export interface GenerationFixture {
  db: TestDatabase;
  server: TestServer;
  imageDir: string;
  close(): Promise<void>;
}

/** Generous limits so that concurrency tests are not rate limited; no free allowance unless asked. */
export async function generationFixture(env: Record<string, string> = {}, creators = [{ slug: 'ana-gen', active: true }]): Promise<GenerationFixture> {
  const db = await freshDatabase();
  await publishTestPolicies(db.orm.em, creators);
  const imageDir = await mkdtemp(path.join(os.tmpdir(), 'likeness-gen-images-'));
  const server = await startServer(db.orm, db.url, { IMAGE_DIR: imageDir, FREE_ALLOWANCE: '0', RATE_LIMIT_GENERATE: '10000', ...env });
  return {
    db,
    server,
    imageDir,
    close: async () => {
      await server.close();
      await db.drop();
      await rm(imageDir, { recursive: true, force: true });
    },
  };
}

/** Publishes (and activates) one more creator from its full boundary source. */
export async function publishCreatorSource(em: EntityManager, slug: string, source: string): Promise<void> {
  const r = await publishCreator(storeOf(em.fork()), { source, fileName: `${slug}.boundary` }, 'test');
  if (!r.ok) throw new Error(r.problems.join('\n'));
  await setCreatorStatus(storeOf(em.fork()), slug, 'active', 'test');
}

export const blockingCapCreator = (slug: string, cap: number): string =>
  creatorFile(slug, { ceiling: 'photoreal' }).replace('session cap: 20 per 24h, advisory', `session cap: ${cap} per 24h, block`);


export interface Money {
  paid: number;
  free: number;
  subscription: number;
  ledgerPaid: number;
  ledgerFree: number;
  ledgerSubscription: number;
  charged: number;
  held: number;
}

/** Pots, ledger sums per pot, the sum of charges recorded on generations and held reservations. */
export async function money(em: EntityManager, accountId: string): Promise<Money> {
  const [r] = await em.getConnection().execute(
    `select b.paid, b.free, b.subscription,
            (select coalesce(sum(delta), 0) from credit_ledger where account_id = b.account_id and source = 'credits')::int as "ledgerPaid",
            (select coalesce(sum(delta), 0) from credit_ledger where account_id = b.account_id and source = 'free')::int as "ledgerFree",
            (select coalesce(sum(delta), 0) from credit_ledger where account_id = b.account_id and source = 'subscription')::int as "ledgerSubscription",
            (select coalesce(sum(credits_charged), 0) from generation where account_id = b.account_id)::int as charged,
            (select coalesce(sum(amount), 0) from credit_reservation where account_id = b.account_id and state = 'held')::int as held
       from credit_balance b where b.account_id = ?`,
    [accountId],
    'all',
  );
  return r as Money;
}

/** The first row of a query (tests only; throws when there is none). */
export async function one(em: EntityManager, sql: string, params: unknown[] = []): Promise<Record<string, any>> {
  const [row] = await em.getConnection().execute(sql, params, 'all');
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

/**
 * Settles a held reservation on its own, as the record statement does inside its one statement
 * (src/store/generations.ts): the reserved credits stay spent, a zero-delta ledger row per pot
 * drawn on. Null when the reservation was no longer held. For the credit tests that settle
 * without recording a generation.
 */
export async function settleReservation(tx: Store, id: string, actor: string): Promise<Split | null> {
  const held = await tx.credits.close(id, 'settled');
  if (!held) return null;
  const split: Split = { subscription: held.from_subscription, free: held.from_free, credits: held.from_paid };
  const bal = await tx.credits.pots(held.account_id);
  for (const pot of ['subscription', 'free', 'credits'] as const) {
    if (split[pot] === 0) continue;
    await tx.credits.ledger({ accountId: held.account_id, source: pot, reason: 'settle', delta: 0, after: bal![COLUMN[pot]], reference: id, actor });
  }
  return split;
}
