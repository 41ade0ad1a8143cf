// /console/revoke-consent (creator accounts): a confirmation that says exactly what happens, then
// provenance's revokeConsent, the same call as POST /api/v1/creators/{slug}/consent/revoke.

import { z } from 'zod';
import { revokeConsent } from '../../store/licences.ts';
import { latestVersionOf } from '../../store/creator-directory.ts';
import { requireCsrf } from '../csrf.ts';
import { field, readForm } from '../forms.ts';
import { signedInPage } from '../page.ts';
import { linkedCreator } from '../../store/creator-console.ts';
import { renderPage } from '../view.ts';
import type { SitePage } from './types.ts';

export const reasonForm = z.object({ reason: z.string().trim().min(1, 'give a reason: it is kept with the revocation').max(500, 'at most 500 characters') });

export const consoleConsentPage: SitePage = {
  name: 'console-consent',
  mount(router, deps) {
    const handler = signedInPage(
      deps,
      async ({ req, res, store, me }) => {
        const creator = await linkedCreator(store, me.id);
        if (!creator) return res.redirect(303, '/console');
        const live = await latestVersionOf(store, creator.id);
        const show = (errors: Record<string, string>, status: number) =>
          renderPage(req, res, 'console-consent', { title: 'Revoke consent', creator: { slug: creator.slug, name: creator.display_name }, live: live ?? null, reason: field(req.body, 'reason'), errors }, status);
        if (req.method === 'GET') return show({}, 200);
        const form = readForm(reasonForm, req.body);
        if (!form.ok) return show(form.errors, 400);
        const revoked = await revokeConsent(store, creator.slug, form.value.reason, `account:${me.id}`, deps.now);
        if (!revoked.ok) return show({ form: revoked.message }, 409);
        res.redirect(303, '/console?consent=revoked');
      },
      { role: 'creator' },
    );
    router.get('/console/revoke-consent', handler);
    router.post('/console/revoke-consent', requireCsrf, handler);
  },
};
