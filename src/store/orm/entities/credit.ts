// Credit balances and the ledger. Three pots, used in the order subscription → free → paid
// (DESIGN "Generation, credits"); no pot can go negative (check constraints), and every movement
// of any pot is one ledger row, so the ledger always sums to the balance.

import { defineEntity, p } from '@mikro-orm/core';
import { Account } from './account.ts';

export const CREDIT_SOURCES = ['subscription', 'free', 'credits'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

/** Why a ledger row exists. reserve/settle/release belong to generation (issue 4). */
export const LEDGER_REASONS = ['grant', 'reserve', 'settle', 'release', 'adjust'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const CreditBalance = defineEntity({
  name: 'CreditBalance',
  tableName: 'credit_balance',
  checks: [
    { name: 'credit_balance_paid_non_negative', expression: 'paid >= 0' },
    { name: 'credit_balance_free_non_negative', expression: 'free >= 0' },
    { name: 'credit_balance_subscription_non_negative', expression: 'subscription >= 0' },
  ],
  properties: {
    account: p.oneToOne(Account).primary().deleteRule('cascade'),
    paid: p.integer().default(0),
    free: p.integer().default(0),
    subscription: p.integer().default(0),
    /** After this time the subscription pot no longer counts (null = no subscription). */
    subscriptionExpiresAt: p.datetime().nullable(),
    /** When the free allowance was last topped up (FREE_ALLOWANCE per FREE_ALLOWANCE_PERIOD_DAYS). */
    freeRenewedAt: p.datetime().nullable(),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export const CreditLedger = defineEntity({
  name: 'CreditLedger',
  tableName: 'credit_ledger',
  indexes: [{ properties: ['account', 'createdAt'], name: 'credit_ledger_account_created_idx' }],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    account: p.manyToOne(Account).deleteRule('cascade'),
    source: p.enum([...CREDIT_SOURCES]),
    reason: p.enum([...LEDGER_REASONS]),
    /** Signed change of that pot. */
    delta: p.integer(),
    /** The pot's value after this movement. */
    balanceAfter: p.integer(),
    /** Ties reserve/settle/release rows of one generation together (issue 4). */
    reference: p.string().length(60).nullable(),
    actor: p.string().length(120),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
