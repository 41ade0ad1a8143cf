// /review/takedowns/:id (reviewer or operator accounts): one report, and closing it: action
// (revoke the generation's licence or every licence of the creator) or dismiss, each with a
// required reason, through src/takedown actionTakedown / dismissTakedown like the API.

import { z } from 'zod';
import type { Request, Response } from 'express';
import { actionTakedown, type TakedownActionInput } from '../../takedown/action.ts';
import { getTakedown } from '../../store/takedown-queue.ts';
import { dismissTakedown } from '../../takedown/resolve.ts';
import type { TakedownView } from '../../takedown/view.ts';
import { requireCsrf } from '../csrf.ts';
import { notFoundPage } from '../errors.ts';
import { field, readForm, type FieldMessages } from '../forms.ts';
import { renderPage } from '../view.ts';
import { reviewerPage } from '../reviewer-page.ts';
import type { SitePage } from './types.ts';

const reason = z.string().trim().min(1, 'give a reason: it is stored with the decision and audited').max(2000, 'at most 2000 characters');
const target = z.string().trim().max(64, 'at most 64 characters').optional().transform((s) => (s ? s : undefined));
const actionForm = z.object({ action: z.enum(['revoke-generation', 'revoke-creator'], 'choose what to revoke'), reason, generationId: target, creator: target });
const dismissForm = z.object({ reason });

interface Shown {
  form: 'action' | 'dismiss' | null;
  errors: FieldMessages;
}

function show(req: Request, res: Response, takedown: TakedownView, shown: Shown, status = 200): void {
  const values = { action: field(req.body, 'action'), reason: field(req.body, 'reason'), generationId: field(req.body, 'generationId'), creator: field(req.body, 'creator') };
  renderPage(req, res, 'review-takedown', { title: `Takedown ${takedown.id}`, takedown, form: shown.form, errors: shown.errors, values }, status);
}

export const reviewTakedownPage: SitePage = {
  name: 'review-takedown',
  mount(router, deps) {
    router.get(
      '/review/takedowns/:id',
      reviewerPage(deps, async ({ req, res, store }) => {
        const found = await getTakedown(store, String(req.params.id));
        if (!found.ok) return notFoundPage(req, res);
        show(req, res, found.value, { form: null, errors: {} });
      }),
    );
    router.post(
      '/review/takedowns/:id/:verb',
      requireCsrf,
      reviewerPage(deps, async ({ req, res, store, actor }) => {
        const id = String(req.params.id);
        const verb = String(req.params.verb);
        const found = await getTakedown(store, id);
        if (!found.ok || (verb !== 'action' && verb !== 'dismiss')) return notFoundPage(req, res);
        let done;
        if (verb === 'action') {
          const form = readForm(actionForm, req.body);
          if (!form.ok) return show(req, res, found.value, { form: 'action', errors: form.errors }, 400);
          const input: TakedownActionInput = { action: form.value.action, reason: form.value.reason, actor, generationId: form.value.generationId, creator: form.value.creator };
          done = await actionTakedown(store, id, input);
        } else {
          const form = readForm(dismissForm, req.body);
          if (!form.ok) return show(req, res, found.value, { form: 'dismiss', errors: form.errors }, 400);
          done = await dismissTakedown(store, id, form.value.reason, actor);
        }
        if (!done.ok) return show(req, res, found.value, { form: verb, errors: { form: done.message } }, 409);
        res.redirect(303, `/review?closed=${encodeURIComponent(id)}&how=${done.value.status}`);
      }),
    );
  },
};
