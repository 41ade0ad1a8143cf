// /dashboard (signed in): API keys (create: shown once; list; revoke), credits and ledger,
// verification level and how to raise it, and the account's generations.

import { z } from 'zod';
import type { Request, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { balanceOf } from '../../service/accounts/credits.ts';
import { createKey, revokeKey } from '../../service/accounts/keys.ts';
import { requireCsrf } from '../csrf.ts';
import { readForm, type FieldMessages } from '../forms.ts';
import { signedInPage } from '../page.ts';
import { renderPage } from '../render.ts';
import type { SessionAccount } from '../session/store.ts';
import { generationsOf, keysOf, ledgerOf, ownKey } from '../queries/dashboard.ts';
import type { SitePage } from './types.ts';

const VERIFICATION_TEXT = {
  none: 'Not verified. Requests are refused with age_verification_required until age assurance is done.',
  age: 'Age-assured. You can generate up to illustrative realism; photoreal needs full identity verification.',
  identity: 'Identity-verified. Every realism tier a creator allows is open to you.',
} as const;

const keyForm = z.object({ name: z.string().trim().min(1, 'give the key a name, e.g. "laptop" or "production"').max(80, 'at most 80 characters') });

interface Extra {
  newKey?: { id: string; name: string; secret: string };
  keyErrors?: FieldMessages;
  notice?: string;
}

async function showDashboard(req: Request, res: Response, em: EntityManager, me: SessionAccount, extra: Extra, status = 200): Promise<void> {
  const [keys, balance, ledger, generations] = await Promise.all([keysOf(em, me.id), balanceOf(em, me.id), ledgerOf(em, me.id), generationsOf(em, me.id)]);
  renderPage(
    req,
    res,
    'dashboard',
    { title: 'Dashboard', account: me, keys, balance, ledger, generations, verificationText: VERIFICATION_TEXT[me.verification], newKey: extra.newKey ?? null, keyErrors: extra.keyErrors ?? {}, notice: extra.notice ?? null },
    status,
  );
}

export const dashboardPage: SitePage = {
  name: 'dashboard',
  mount(router, deps) {
    router.get(
      '/dashboard',
      signedInPage(deps, async ({ req, res, em, me }) => {
        const revoked = typeof req.query.revoked === 'string' ? await ownKey(em, me.id, req.query.revoked) : undefined;
        await showDashboard(req, res, em, me, { notice: revoked?.revoked_at ? `Key ${revoked.name ?? revoked.display_prefix} is revoked: requests with it now get 401.` : undefined });
      }),
    );
    // The new key is rendered straight into this response (not a redirect): it exists nowhere else.
    router.post(
      '/dashboard/keys',
      requireCsrf,
      signedInPage(deps, async ({ req, res, em, me }) => {
        const form = readForm(keyForm, req.body);
        if (!form.ok) return showDashboard(req, res, em, me, { keyErrors: form.errors }, 400);
        const created = await createKey(em, me.id, `account:${me.id}`, form.value.name);
        if (!created.ok) throw new Error(created.message); // the signed-in account exists
        await showDashboard(req, res, em, me, { newKey: { id: created.value.id, name: form.value.name, secret: created.value.secret } }, 201);
      }),
    );
    router.post(
      '/dashboard/keys/:id/revoke',
      requireCsrf,
      signedInPage(deps, async ({ req, res, em, me }) => {
        const key = await ownKey(em, me.id, String(req.params.id));
        if (!key) return showDashboard(req, res, em, me, { notice: 'No such key on this account.' }, 404);
        await revokeKey(em, key.id, `account:${me.id}`);
        res.redirect(303, `/dashboard?revoked=${encodeURIComponent(key.id)}`);
      }),
    );
  },
};
