// GET/POST /signup: a requester account (email, password, optional display name), signed in at
// once. Passwords are hashed by the accounts service (scrypt).

import { z } from 'zod';
import { createAccount } from '../../service/accounts/accounts.ts';
import { requireCsrf } from '../csrf.ts';
import { field, readForm, type FieldMessages } from '../forms.ts';
import { page } from '../page.ts';
import { renderPage } from '../view.ts';
import { enableForms, startSignedInSession } from '../session/middleware.ts';
import { accountLimiters, consumeHash } from '../signin-limit.ts';
import type { SitePage } from './types.ts';
import type { Request, Response } from 'express';
import type { AppDeps } from '../../app/deps.ts';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

const signupForm = z.object({
  email: z.string().trim().max(320, 'at most 320 characters').pipe(z.email('enter an email address such as you@example.org')),
  password: z.string().min(PASSWORD_MIN, `at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `at most ${PASSWORD_MAX} characters`),
  displayName: z.string().trim().max(80, 'at most 80 characters').transform((s) => (s === '' ? null : s)),
});

async function show(req: Request, res: Response, deps: AppDeps, values: { email: string; displayName: string }, errors: FieldMessages, status = 200): Promise<void> {
  enableForms(req);
  renderPage(req, res, 'signup', { title: 'Create an account', values, errors, passwordMin: PASSWORD_MIN }, status);
}

export const signupPage: SitePage = {
  name: 'signup',
  mount(router, deps) {
    router.get(
      '/signup',
      page(deps, async ({ req, res, me }) => {
        if (me) return res.redirect(303, '/dashboard');
        await show(req, res, deps, { email: '', displayName: '' }, {});
      }),
    );
    router.post(
      '/signup',
      requireCsrf,
      page(deps, async ({ req, res, store }) => {
        const values = { email: field(req.body, 'email'), displayName: field(req.body, 'displayName') };
        const form = readForm(signupForm, req.body);
        if (!form.ok) return show(req, res, deps, values, form.errors, 400);
        const limiters = accountLimiters(deps.orm!);
        let limit = await consumeHash(limiters, req.ip ?? 'unknown');
        if (limit.allowed) limit = await limiters.signup.consume(req.ip ?? 'unknown');
        if (!limit.allowed) {
          res.set('Retry-After', String(limit.retryAfterSeconds));
          return show(req, res, deps, values, { form: `Too many new accounts from this address. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.` }, 429);
        }
        const created = await createAccount(store, { ...form.value, roles: ['requester'], actor: 'web:signup' });
        if (!created.ok) return show(req, res, deps, values, { email: 'An account with this email already exists. Sign in instead.' }, 409);
        await startSignedInSession(req, res, deps, created.value.id);
        res.redirect(303, '/dashboard');
      }),
    );
  },
};
