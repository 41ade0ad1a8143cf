// likeness key create EMAIL [--json] | key revoke KEY_ID [--json]

import type { Command } from 'commander';
import type { Output } from '../output.ts';
import { failWith } from './fail.ts';

const services = async () => ({ ...(await import('../../service/accounts/accounts.ts')), ...(await import('../../service/accounts/keys.ts')) });
import { OPERATOR, type OpenSession } from './types.ts';

export function registerKey(program: Command, output: Output, open: OpenSession): void {
  const key = program.command('key').description('create and revoke API keys');
  key
    .command('create')
    .description('a new API key for the account (printed once; only its hash is stored)')
    .argument('<email>')
    .option('--json', 'print JSON')
    .action(async (email: string, o: { json?: boolean }) => {
      const { findAccountByEmail, createKey } = await services();
      const r = await open(async (store) => {
        const found = await findAccountByEmail(store, email);
        return found.ok ? createKey(store, found.value.id, OPERATOR) : found;
      });
      if (!r.ok) failWith(r);
      output.out(o.json ? JSON.stringify(r.value, null, 2) : `${r.value.id}\nAPI key (shown once): ${r.value.secret}`);
    });
  key
    .command('revoke')
    .description('revoke a key: it fails with 401 from the next request on')
    .argument('<keyId>', 'key_… as printed by key create')
    .option('--json', 'print JSON')
    .action(async (keyId: string, o: { json?: boolean }) => {
      const { revokeKey } = await services();
      const r = await open((store) => revokeKey(store, keyId, OPERATOR));
      if (!r.ok) failWith(r);
      output.out(o.json ? JSON.stringify(r.value, null, 2) : `${r.value.id} revoked at ${r.value.revokedAt}`);
    });
}
