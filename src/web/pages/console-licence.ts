// /console/licences/:id/revoke (creator accounts): revoke the licence of one generation of the
// creator's likeness, after a confirmation with a reason. The same authority check and the same
// revokeLicence as POST /api/v1/licences/{id}/revoke.

import { authorityOf, speaksFor } from '../../store/account-authority.ts';
import { effectiveLicence } from '../../provenance/licence.ts';
import { provenanceRowOf } from '../../store/generation-provenance.ts';
import { revokeLicence } from '../../store/licences.ts';
import { requireCsrf } from '../csrf.ts';
import { notFoundPage } from '../errors.ts';
import { field, readForm } from '../forms.ts';
import { signedInPage } from '../page.ts';
import { renderPage } from '../view.ts';
import { reasonForm } from './console-consent.ts';
import type { SitePage } from './types.ts';

export const consoleLicencePage: SitePage = {
  name: 'console-licence',
  mount(router, deps) {
    const handler = signedInPage(
      deps,
      async ({ req, res, store, me }) => {
        const id = String(req.params.id);
        const row = await provenanceRowOf(store, id);
        // Another creator's generation is "not found" here: its existence is not this account's business.
        if (!row || !row.creator_slug || !speaksFor(await authorityOf(store, me.id), row.creator_slug)) return notFoundPage(req, res);
        const licence = effectiveLicence(row);
        const show = (errors: Record<string, string>, status: number) =>
          renderPage(req, res, 'console-licence', { title: 'Revoke a licence', generation: { id: row.id, decision: row.decision, version: row.boundary_version }, licence, reason: field(req.body, 'reason'), errors }, status);
        if (req.method === 'GET') return show({}, 200);
        const form = readForm(reasonForm, req.body);
        if (!form.ok) return show(form.errors, 400);
        const revoked = await revokeLicence(store, id, form.value.reason, `account:${me.id}`, deps.now);
        if (!revoked.ok) return show({ form: revoked.message }, 409);
        res.redirect(303, `/console?revoked=${encodeURIComponent(id)}#usage`);
      },
      { role: 'creator' },
    );
    router.get('/console/licences/:id/revoke', handler);
    router.post('/console/licences/:id/revoke', requireCsrf, handler);
  },
};
