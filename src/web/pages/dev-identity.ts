// /dev-identity/verify: the hosted page of the development identity provider, mounted only when
// IDENTITY_PROVIDER=development (otherwise the address is a 404 like any unknown page). The
// person confirms or declines; on confirm the provider posts its signed callback to this
// deployment's real /api/v1/verification/callback over HTTP, exactly as a remote provider would,
// so the signature, freshness and replay checks all apply.

import type { Request, Response } from 'express';
import { z } from 'zod';
import { DEV_IDENTITY_PATH, readTicket, signedCallback, type Ticket } from '../../service/verification/development-provider.ts';
import { requireCsrf } from '../csrf.ts';
import { page, safeNext } from '../page.ts';
import { renderPage } from '../view.ts';
import { enableForms } from '../session/middleware.ts';
import type { SitePage } from './types.ts';

const LEVEL_TEXT = { age: 'you are 18 or over (age assurance)', identity: 'who you are (identity verification, which includes age)' } as const;

const answerForm = z.object({ ticket: z.string().min(1).max(2000), answer: z.enum(['confirm', 'decline']) });

/** This server as seen from itself: the address and port the request arrived on. */
function callbackUrl(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') && !address.startsWith('::ffff:') ? `[${address}]` : address.replace(/^::ffff:/, '');
  return `http://${host}:${req.socket.localPort}/api/v1/verification/callback`;
}

function invalidTicket(req: Request, res: Response): void {
  renderPage(req, res, 'error', { title: 'Verification link not valid', message: 'This verification link is not valid or has expired. Start again from your dashboard.' }, 400);
}

const back = (ticket: Ticket, result: string): string => {
  const to = safeNext(ticket.returnTo) ?? '/dashboard';
  const [path, hash] = to.split('#');
  return `${path}${path!.includes('?') ? '&' : '?'}verification=${result}${hash ? `#${hash}` : ''}`;
};

export const devIdentityPage: SitePage = {
  name: 'dev-identity',
  mount(router, deps) {
    const secret = deps.config.verificationCallback.secret;
    if (deps.config.identityProvider !== 'development' || !secret) return;
    router.get(
      DEV_IDENTITY_PATH,
      page(deps, async ({ req, res }) => {
        const ticket = typeof req.query.ticket === 'string' ? readTicket(secret, req.query.ticket, deps.now()) : null;
        if (!ticket) return invalidTicket(req, res);
        enableForms(req);
        renderPage(req, res, 'dev-identity', { title: 'Development identity provider', ticket: req.query.ticket, level: ticket.level, levelText: LEVEL_TEXT[ticket.level] });
      }),
    );
    router.post(
      DEV_IDENTITY_PATH,
      requireCsrf,
      page(deps, async ({ req, res }) => {
        const form = answerForm.safeParse(req.body);
        const ticket = form.success ? readTicket(secret, form.data.ticket, deps.now()) : null;
        if (!form.success || !ticket) return invalidTicket(req, res);
        if (form.data.answer === 'decline') return res.redirect(303, back(ticket, 'declined'));
        const call = signedCallback(secret, ticket.accountId, ticket.level, deps.now());
        const answer = await fetch(callbackUrl(req), { method: 'POST', headers: call.headers, body: call.body, signal: AbortSignal.timeout(deps.config.requestTimeoutMs) });
        if (answer.status !== 200) {
          deps.log('error', 'development identity provider: callback refused', { status: answer.status });
          return renderPage(req, res, 'error', { title: 'Verification not recorded', message: `The service refused the provider's callback (HTTP ${answer.status}). Start again from your dashboard.` }, 502);
        }
        res.redirect(303, back(ticket, ticket.level));
      }),
    );
  },
};
