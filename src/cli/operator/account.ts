// likeness account create --email E [--password P] [--verification L] [--credits N] [--role R]
//          account verify EMAIL LEVEL | account credit EMAIL N
//          account subscribe EMAIL [--quota N] [--days D]    (all with --json)

import { Option, type Command } from 'commander';
import type { Output } from '../output.ts';
import type { Role } from '../../store/orm/entities/account.ts';
import { VERIFICATION_LEVELS, type VerificationLevel } from '../../vocabulary.ts';
import { CliError } from '../errors.ts';
import { failWith } from './fail.ts';

// Kept here rather than imported from the entity so that `likeness --help` loads no ORM code.
const ROLES = ['requester', 'creator', 'reviewer', 'operator'] as const satisfies readonly Role[];
const services = async () => ({
  ...(await import('../../service/accounts/accounts.ts')),
  ...(await import('../../service/accounts/credits.ts')),
  ...(await import('../../service/accounts/keys.ts')),
  ...(await import('../../generation/credits/subscribe.ts')),
  ...(await import('../../config/index.ts')),
});
import { OPERATOR, type OpenSession } from './types.ts';

const integer = (text: string): number => {
  if (!/^-?\d+$/.test(text)) throw new CliError('invalid_argument', `not a whole number: ${text}`);
  return Number(text);
};
const level = (text: string): VerificationLevel => {
  if (!(VERIFICATION_LEVELS as readonly string[]).includes(text)) throw new CliError('invalid_argument', `verification level must be one of ${VERIFICATION_LEVELS.join(', ')}`);
  return text as VerificationLevel;
};

export function registerAccount(program: Command, output: Output, open: OpenSession): void {
  const account = program.command('account').description('create accounts, set verification levels, grant credits');
  account
    .command('create')
    .description('create an account with a first API key (the key is printed once)')
    .requiredOption('--email <email>')
    .option('--password <password>', 'lets the account sign in to the website')
    .addOption(new Option('--verification <level>').choices([...VERIFICATION_LEVELS]).default('none'))
    .option('--credits <n>', 'paid credits to grant', integer, 0)
    .addOption(new Option('--role <role...>', 'one or more roles').choices([...ROLES]).default(['requester']))
    .option('--json', 'print JSON')
    .action(async (o: { email: string; password?: string; verification: VerificationLevel; credits: number; role: Role[]; json?: boolean }) => {
      const { createAccount, createKey, balanceOf } = await services();
      const made = await open(async (store) => {
        const created = await createAccount(store, { email: o.email, password: o.password, roles: o.role, verification: o.verification, credits: o.credits, actor: OPERATOR });
        if (!created.ok) return created;
        const key = await createKey(store, created.value.id, OPERATOR);
        return key.ok ? { ok: true as const, account: created.value, key: key.value, balance: await balanceOf(store, created.value.id) } : key;
      });
      if (!made.ok) failWith(made);
      if (o.json) output.out(JSON.stringify({ account: made.account, credits: made.balance, apiKey: made.key }, null, 2));
      else output.out(`account ${made.account.id} <${made.account.email}> ${made.account.verification}, ${made.balance.available} credits\nAPI key (shown once): ${made.key.secret}`);
    });
  account
    .command('verify')
    .description('set the verification level (audited)')
    .argument('<email>')
    .argument('<level>', VERIFICATION_LEVELS.join(' | '), level)
    .option('--json', 'print JSON')
    .action(async (email: string, lv: VerificationLevel, o: { json?: boolean }) => {
      const { findAccountByEmail, setVerification } = await services();
      const r = await open(async (store) => {
        const found = await findAccountByEmail(store, email);
        return found.ok ? setVerification(store, found.value.id, lv, { source: 'operator', actor: OPERATOR }) : found;
      });
      if (!r.ok) failWith(r);
      output.out(o.json ? JSON.stringify(r.value, null, 2) : `${r.value.email}: verification ${r.value.verification}`);
    });
  account
    .command('credit')
    .description('grant paid credits (a negative number removes them, never below zero)')
    .argument('<email>')
    .argument('<n>', 'credits', integer)
    .option('--json', 'print JSON')
    .action(async (email: string, n: number, o: { json?: boolean }) => {
      const { findAccountByEmail, grantCredits, balanceOf } = await services();
      const r = await open(async (store) => {
        const found = await findAccountByEmail(store, email);
        if (!found.ok) return found;
        const after = await grantCredits(store, found.value.id, n, OPERATOR);
        return after === null ? { ok: false as const, code: 'insufficient_credit', message: `cannot remove ${-n} credits: the balance would go below zero` } : { ok: true as const, email: found.value.email, balance: await balanceOf(store, found.value.id) };
      });
      if (!r.ok) failWith(r);
      output.out(o.json ? JSON.stringify({ email: r.email, credits: r.balance }, null, 2) : `${r.email}: ${r.balance.paid} paid credits (${r.balance.available} available)`);
    });
  account
    .command('subscribe')
    .description('set the subscription pot to a quota for a period (used before free and paid credits)')
    .argument('<email>')
    .option('--quota <n>', 'credits in the period (default SUBSCRIPTION_QUOTA)', integer)
    .option('--days <n>', 'length of the period (default SUBSCRIPTION_DAYS)', integer)
    .option('--json', 'print JSON')
    .action(async (email: string, o: { quota?: number; days?: number; json?: boolean }) => {
      const { findAccountByEmail, subscribe, balanceOf, loadConfig } = await services();
      const loaded = loadConfig();
      if (!loaded.ok) throw new CliError('invalid_config', loaded.error.problems.map((p) => `${p.setting}: ${p.message}`).join('; '));
      const quota = o.quota ?? loaded.config.credits.subscriptionQuota;
      const days = o.days ?? loaded.config.credits.subscriptionDays;
      if (quota < 0 || days < 1) throw new CliError('invalid_argument', '--quota must be 0 or more and --days at least 1');
      const r = await open(async (store) => {
        const found = await findAccountByEmail(store, email);
        if (!found.ok) return found;
        const subscription = await subscribe(store, found.value.id, quota, days, OPERATOR);
        return subscription ? { ok: true as const, email: found.value.email, subscription, balance: await balanceOf(store, found.value.id) } : { ok: false as const, code: 'account_not_found', message: `no credit balance for ${email}` };
      });
      if (!r.ok) failWith(r);
      output.out(o.json ? JSON.stringify({ email: r.email, subscription: r.subscription, credits: r.balance }, null, 2) : `${r.email}: subscription of ${r.subscription.quota} credits until ${r.subscription.expiresAt} (${r.balance.available} available)`);
    });
}
