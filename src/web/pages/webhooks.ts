// /dashboard/webhooks (signed in): register webhook endpoints (the secret is shown once), rotate
// a secret, delete an endpoint, and read each endpoint's recent deliveries and redeliver one.

import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Request, Response } from 'express';
import type { Store } from '../../store/index.ts';
import { WEBHOOK_EVENT_TYPES } from '../../store/orm/entities/webhook.ts';
import { endpointDeliveries, listEndpoints, redeliverDelivery, registerEndpoint, removeEndpoint, rotateEndpointSecret } from '../../webhooks/endpoints.ts';
import { MAX_URL_LENGTH } from '../../webhooks/url.ts';
import { requireCsrf } from '../csrf.ts';
import { readForm, type FieldMessages } from '../forms.ts';
import { signedInPage } from '../page.ts';
import { renderPage } from '../view.ts';
import type { SessionAccount } from '../../store/web-sessions.ts';
import type { AppDeps } from '../../app/deps.ts';
import type { SitePage } from './types.ts';

const PATH = '/dashboard/webhooks';
const RECENT_DELIVERIES = 10;

// As with API keys: the secret travels from the POST to the page that shows it in a one-minute
// cookie scoped to this page, cleared on first display (post/redirect/get).
const NEW_SECRET_COOKIE = 'lg_new_whsec';
const cookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'strict' as const, secure: req.secure, path: PATH });

async function takeOver(req: Request, res: Response, store: Store, me: SessionAccount): Promise<{ endpointId: string; secret: string } | undefined> {
  const value: unknown = req.cookies?.[NEW_SECRET_COOKIE];
  if (typeof value !== 'string') return undefined;
  res.clearCookie(NEW_SECRET_COOKIE, cookieOptions(req));
  const dot = value.indexOf('.');
  const endpointId = value.slice(0, dot);
  const secret = value.slice(dot + 1);
  const stored = await store.webhooks.currentSecret(me.id, endpointId);
  if (!stored || stored.length !== secret.length || !timingSafeEqual(Buffer.from(stored), Buffer.from(secret))) return undefined;
  return { endpointId, secret };
}

const asList = (v: unknown): unknown => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const endpointForm = z.object({
  url: z.string().trim().min(1, 'give the URL that receives the events').max(MAX_URL_LENGTH, `at most ${MAX_URL_LENGTH} characters`),
  eventTypes: z.preprocess(asList, z.array(z.enum(WEBHOOK_EVENT_TYPES, 'choose from the listed events')).min(1, 'choose at least one event')),
});

interface Extra {
  errors?: FieldMessages;
  notice?: string;
  form?: { url: string };
}

async function showWebhooks(req: Request, res: Response, deps: AppDeps, store: Store, me: SessionAccount, extra: Extra, status = 200): Promise<void> {
  const newSecret = status === 200 ? await takeOver(req, res, store, me) : undefined;
  const endpoints = await listEndpoints(store, me.id, deps.now());
  const withDeliveries = await Promise.all(
    endpoints.map(async (e) => {
      const log = await endpointDeliveries(store, me.id, e.id, RECENT_DELIVERIES);
      return { ...e, deliveries: log.ok ? log.value : [] };
    }),
  );
  renderPage(
    req,
    res,
    'webhooks',
    { title: 'Webhooks', endpoints: withDeliveries, eventTypes: WEBHOOK_EVENT_TYPES, newSecret: newSecret ?? null, errors: extra.errors ?? {}, notice: extra.notice ?? null, form: extra.form ?? { url: '' }, allowLoopback: deps.config.webhooks.allowLoopback },
    status,
  );
}

export const webhooksPage: SitePage = {
  name: 'webhooks',
  mount(router, deps) {
    const handOver = (req: Request, res: Response, endpointId: string, secret: string) => {
      res.cookie(NEW_SECRET_COOKIE, `${endpointId}.${secret}`, { ...cookieOptions(req), maxAge: 60_000 });
      res.redirect(303, PATH);
    };
    router.get(
      PATH,
      signedInPage(deps, async ({ req, res, store, me }) => showWebhooks(req, res, deps, store, me, { notice: typeof req.query.done === 'string' ? req.query.done : undefined })),
    );
    router.post(
      PATH,
      requireCsrf,
      signedInPage(deps, async ({ req, res, store, me }) => {
        const form = readForm(endpointForm, req.body);
        const url = typeof req.body?.url === 'string' ? req.body.url : '';
        if (!form.ok) return showWebhooks(req, res, deps, store, me, { errors: form.errors, form: { url } }, 400);
        const made = await registerEndpoint(store, me.id, form.value, deps.config.webhooks, deps.now());
        if (!made.ok) return showWebhooks(req, res, deps, store, me, { errors: made.code === 'invalid_request' ? { url: made.message.replace(/^url /, 'The URL ') } : { form: made.message }, form: { url } }, made.code === 'invalid_request' ? 400 : 409);
        handOver(req, res, made.value.endpoint.id, made.value.secret);
      }),
    );
    router.post(
      `${PATH}/:id/rotate`,
      requireCsrf,
      signedInPage(deps, async ({ req, res, store, me }) => {
        const rotated = await rotateEndpointSecret(store, me.id, String(req.params.id), deps.config.webhooks, deps.now());
        if (!rotated.ok) return showWebhooks(req, res, deps, store, me, { notice: 'No such webhook endpoint on this account.' }, 404);
        handOver(req, res, rotated.value.endpoint.id, rotated.value.secret);
      }),
    );
    router.post(
      `${PATH}/:id/delete`,
      requireCsrf,
      signedInPage(deps, async ({ req, res, store, me }) => {
        const removed = await removeEndpoint(store, me.id, String(req.params.id));
        if (!removed.ok) return showWebhooks(req, res, deps, store, me, { notice: 'No such webhook endpoint on this account.' }, 404);
        res.redirect(303, `${PATH}?done=${encodeURIComponent('The endpoint is deleted; nothing more is sent to it.')}`);
      }),
    );
    router.post(
      `${PATH}/deliveries/:id/redeliver`,
      requireCsrf,
      signedInPage(deps, async ({ req, res, store, me }) => {
        const queued = await redeliverDelivery(store, me.id, String(req.params.id), deps.now());
        if (!queued.ok) return showWebhooks(req, res, deps, store, me, { notice: 'No such delivery on this account.' }, 404);
        res.redirect(303, `${PATH}?done=${encodeURIComponent('The delivery is queued again, with the same webhook-id.')}`);
      }),
    );
  },
};
