// GET/POST /signin: email and password. Rate limited per client address + email; every failure
// gets the same message, whether or not the email has an account.

import { z } from 'zod';
import { findAccountByEmail, normaliseEmail } from '../../service/accounts/accounts.ts';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../service/accounts/password.ts';
import { requireCsrf } from '../csrf.ts';
import { field, readForm, type FieldMessages } from '../forms.ts';
import { page, safeNext } from '../page.ts';
import { renderPage } from '../view.ts';
import { enableForms, startSignedInSession } from '../session/middleware.ts';
import { landingFor } from '../landing.ts';
import { accountLimiters, consumeHash } from '../signin-limit.ts';
import type { SitePage } from './types.ts';
import type { Request, Response } from 'express';
import type { AppDeps } from '../../app/deps.ts';

export const SIGNIN_FAILED = 'Email or password is not right.';

// Compared against when the email has no account, so both cases cost the same (made once, with
// whatever parameters the accounts service hashes with today).
let noAccountHash: Promise<string> | undefined;
const hashForMissingAccount = (): Promise<string> => (noAccountHash ??= hashPassword(randomBytes(16).toString('hex')));

const signinForm = z.object({
  email: z.string().trim().min(1, 'enter your email').max(320),
  password: z.string().min(1, 'enter your password').max(1000),
});

async function show(req: Request, res: Response, deps: AppDeps, values: { email: string; next: string | null }, errors: FieldMessages, status = 200): Promise<void> {
  enableForms(req);
  renderPage(req, res, 'signin', { title: 'Sign in', values, errors }, status);
}

export const signinPage: SitePage = {
  name: 'signin',
  mount(router, deps) {
    router.get(
      '/signin',
      page(deps, async ({ req, res, me }) => {
        const next = safeNext(req.query.next);
        if (me) return res.redirect(303, next ?? landingFor(me.roles));
        await show(req, res, deps, { email: '', next }, {});
      }),
    );
    router.post(
      '/signin',
      requireCsrf,
      page(deps, async ({ req, res, store }) => {
        const values = { email: field(req.body, 'email'), next: safeNext(field(req.body, 'next')) };
        const form = readForm(signinForm, req.body);
        if (!form.ok) return show(req, res, deps, values, form.errors, 400);
        const limiters = accountLimiters(deps.orm!);
        const limiter = limiters.signin;
        const address = req.ip ?? 'unknown';
        const key = `${address}|${normaliseEmail(form.value.email)}`;
        let limit = await consumeHash(limiters, address);
        if (limit.allowed) limit = await limiter.consume(key);
        if (!limit.allowed) {
          res.set('Retry-After', String(limit.retryAfterSeconds));
          return show(req, res, deps, values, { form: `Too many attempts. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.` }, 429);
        }
        const found = await findAccountByEmail(store, form.value.email);
        const hash = found.ok && found.value.passwordHash ? found.value.passwordHash : await hashForMissingAccount();
        const matches = await verifyPassword(form.value.password, hash);
        if (!found.ok || !found.value.passwordHash || !matches) return show(req, res, deps, values, { form: SIGNIN_FAILED }, 401);
        await limiter.reset(key);
        await startSignedInSession(req, res, deps, found.value.id);
        res.redirect(303, values.next ?? landingFor(found.value.roles));
      }),
    );
  },
};
