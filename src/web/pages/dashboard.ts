// /dashboard (signed in): API keys (create: shown once; list; revoke), credits and ledger,
// verification level and how to raise it, and the account's generations.

import { z } from 'zod';
import type { Request, Response } from 'express';
import type { Store } from '../../store/index.ts';
import { balanceOf } from '../../service/accounts/credits.ts';
import { createKey, revokeKey } from '../../service/accounts/keys.ts';
import { requireCsrf } from '../csrf.ts';
import { readForm, type FieldMessages } from '../forms.ts';
import { secretMatches } from '../../service/accounts/key-format.ts';
import { signedInPage } from '../page.ts';
import { renderPage } from '../view.ts';
import type { SessionAccount } from '../../store/web-sessions.ts';
import { generationsOf, keysOf, ledgerOf, ownKey, secretOfKey } from '../../store/account-views.ts';
import type { SitePage } from './types.ts';
import { ledgerLines } from '../plain/ledger.ts';
import { identityProviderFor, VERIFIABLE_LEVELS } from '../../service/verification/identity-provider.ts';
import type { AppDeps } from '../../app/deps.ts';

const VERIFICATION_TEXT = {
  none: 'Requests are refused with age_verification_required until you pass age assurance.',
  age: 'You can request images up to a creator’s ceiling, except photoreal, which needs full identity verification.',
  identity: 'Every realism tier a creator allows is open to you.',
} as const;

// A new key travels from the POST to the page that shows it in a one-minute cookie, scoped to
// /dashboard and cleared on first display: post/redirect/get, so a reload or the back button
// neither shows it again nor creates a second key, and the server never stores the secret.
const NEW_KEY_COOKIE = 'lg_new_key';

function handOver(req: Request, res: Response, keyId: string, secret: string): void {
  res.cookie(NEW_KEY_COOKIE, `${keyId}.${secret}`, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/dashboard', maxAge: 60_000 });
}

/** The key created just before this page, if its cookie names a live key of this account. */
async function takeOver(req: Request, res: Response, store: Store, me: SessionAccount): Promise<Extra['newKey']> {
  const value: unknown = req.cookies?.[NEW_KEY_COOKIE];
  if (typeof value !== 'string') return undefined;
  res.clearCookie(NEW_KEY_COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/dashboard' });
  const dot = value.indexOf('.');
  const keyId = value.slice(0, dot);
  const secret = value.slice(dot + 1);
  const key = await ownKey(store, me.id, keyId);
  const stored = key && !key.revoked_at ? await secretOfKey(store, key.id) : undefined;
  if (!key || !stored || !secretMatches(secret, stored)) return undefined;
  return { id: key.id, name: key.name ?? key.display_prefix, secret };
}

const VERIFICATION_RESULT: Record<string, string> = {
  age: 'Age assurance is complete: you can now request images.',
  identity: 'Identity verification is complete: every realism tier a creator allows is open to you.',
  declined: 'Verification was not completed. You can start again whenever you like.',
};

const verifyForm = z.object({ level: z.enum(VERIFIABLE_LEVELS, 'choose age or identity') });

const keyForm = z.object({ name: z.string().trim().min(1, 'give the key a name, e.g. "laptop" or "production"').max(80, 'at most 80 characters') });

interface Extra {
  newKey?: { id: string; name: string; secret: string };
  keyErrors?: FieldMessages;
  notice?: string;
}

async function showDashboard(req: Request, res: Response, deps: AppDeps, store: Store, me: SessionAccount, extra: Extra, status = 200): Promise<void> {
  const { freeAllowance, freeAllowancePeriodDays } = deps.config.credits;
  const due = { amount: freeAllowance, periodDays: freeAllowancePeriodDays };
  const [keys, balance, ledger, generations] = await Promise.all([keysOf(store, me.id), balanceOf(store, me.id, due), ledgerOf(store, me.id), generationsOf(store, me.id)]);
  const provider = identityProviderFor(deps.config);
  renderPage(
    req,
    res,
    'dashboard',
    {
      title: 'Dashboard',
      account: me,
      keys,
      balance,
      ledger: ledgerLines(ledger),
      generations,
      verificationText: VERIFICATION_TEXT[me.verification],
      provider: provider ? { name: provider.displayName } : null,
      allowance: { amount: freeAllowance, periodDays: freeAllowancePeriodDays },
      costs: deps.config.costs.realism,
      newKey: extra.newKey ?? null,
      keyErrors: extra.keyErrors ?? {},
      notice: extra.notice ?? null,
    },
    status,
  );
}

export const dashboardPage: SitePage = {
  name: 'dashboard',
  mount(router, deps) {
    router.get(
      '/dashboard',
      signedInPage(deps, async ({ req, res, store, me }) => {
        const revoked = typeof req.query.revoked === 'string' ? await ownKey(store, me.id, req.query.revoked) : undefined;
        const newKey = await takeOver(req, res, store, me);
        const verified = typeof req.query.verification === 'string' ? VERIFICATION_RESULT[req.query.verification] : undefined;
        const notice = revoked?.revoked_at ? `Key ${revoked.name ?? revoked.display_prefix} is revoked: requests with it now get 401.` : verified;
        await showDashboard(req, res, deps, store, me, { newKey, notice });
      }),
    );
    router.post(
      '/dashboard/keys',
      requireCsrf,
      signedInPage(deps, async ({ req, res, store, me }) => {
        const form = readForm(keyForm, req.body);
        if (!form.ok) return showDashboard(req, res, deps, store, me, { keyErrors: form.errors }, 400);
        const created = await createKey(store, me.id, `account:${me.id}`, form.value.name, deps.config.maxActiveKeys);
        if (!created.ok && created.code === 'key_limit_reached') return showDashboard(req, res, deps, store, me, { keyErrors: { name: `You already have ${deps.config.maxActiveKeys} active keys, the most an account can have. Revoke one you no longer use first.` } }, 409);
        if (!created.ok) throw new Error(created.message); // the signed-in account exists
        handOver(req, res, created.value.id, created.value.secret);
        res.redirect(303, '/dashboard#keys');
      }),
    );
    // Start verification: off to the provider's hosted page; the level changes only when the
    // provider's signed callback arrives.
    router.post(
      '/dashboard/verification',
      requireCsrf,
      signedInPage(deps, async ({ req, res, store, me }) => {
        const provider = identityProviderFor(deps.config);
        if (!provider) return showDashboard(req, res, deps, store, me, { notice: 'Self-serve verification is not available on this deployment: ask its operator to set your level.' }, 409);
        const form = readForm(verifyForm, req.body);
        if (!form.ok) return showDashboard(req, res, deps, store, me, { notice: 'Choose age assurance or identity verification.' }, 400);
        if (me.verification === 'identity' || me.verification === form.value.level) return showDashboard(req, res, deps, store, me, { notice: 'Your account already has this verification.' }, 409);
        res.redirect(303, provider.start({ accountId: me.id, level: form.value.level, returnTo: '/dashboard#verification' }, deps.now()));
      }),
    );
    router.post(
      '/dashboard/keys/:id/revoke',
      requireCsrf,
      signedInPage(deps, async ({ req, res, store, me }) => {
        const key = await ownKey(store, me.id, String(req.params.id));
        if (!key) return showDashboard(req, res, deps, store, me, { notice: 'No such key on this account.' }, 404);
        await revokeKey(store, key.id, `account:${me.id}`);
        res.redirect(303, `/dashboard?revoked=${encodeURIComponent(key.id)}`);
      }),
    );
  },
};
