// A process killed between reserving a credit and recording its generation leaves a held
// reservation; the sweeper releases it once it has expired, so no credit is lost.

import { storeOf } from '../../src/store/index.ts';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepReservations } from '../../src/generation/credits/sweeper.ts';
import { requesterWithKey } from '../support/seed.ts';
import { generationFixture, money, one, type GenerationFixture } from './support.ts';

let f: GenerationFixture;
let hanging: Server;
let providerUrl: string;

beforeAll(async () => {
  f = await generationFixture();
  hanging = createServer(() => undefined); // accepts, never answers
  await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
  providerUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  hanging.closeAllConnections();
  await new Promise((r) => hanging.close(r));
  await f.close();
});

describe('the reservation sweeper', () => {
  it('releases the credit of a process killed between reservation and settlement, exactly once', async () => {
    const who = await requesterWithKey(f.db.orm.em, 'crash@example.org', 'identity', 10);
    const script = fileURLToPath(new URL('./fixtures/crash-child.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, f.db.url, providerUrl, who.accountId], { stdio: ['ignore', 'ignore', 'inherit'] });
    const exited = new Promise((r) => child.once('exit', r));
    let held: Record<string, any> | undefined;
    for (let i = 0; i < 300 && !held; i++) {
      held = (await f.db.orm.em.getConnection().execute(`select id, expires_at from credit_reservation where account_id = ? and state = 'held'`, [who.accountId], 'all'))[0];
      if (!held) await sleep(100);
    }
    expect(held, 'the child reserved a credit').toBeDefined();
    child.kill('SIGKILL');
    await exited;

    expect(await money(f.db.orm.em, who.accountId)).toMatchObject({ paid: 8, held: 2, ledgerPaid: 8 });
    expect(await sweepReservations(storeOf(f.db.orm.em.fork())), 'not expired yet: left alone').toEqual([]);
    const later = new Date(new Date(held!.expires_at).getTime() + 1000);
    expect(await sweepReservations(storeOf(f.db.orm.em.fork()), later)).toEqual([held!.id]);
    expect(await sweepReservations(storeOf(f.db.orm.em.fork()), later), 'a second sweep finds nothing').toEqual([]);

    expect(await money(f.db.orm.em, who.accountId)).toMatchObject({ paid: 10, held: 0, ledgerPaid: 10, charged: 0 });
    const audit = await one(f.db.orm.em, `select actor, action from audit_log where action = 'credits.release-expired' and subject_id = ?`, [who.accountId]);
    expect(audit.actor).toBe('system:sweeper');
  }, 60_000);
});
