// /takedown (public, no account): the takedown report form. Validated by the API's own schema
// (takedownReportSchema), filed by fileTakedown as POST /api/v1/takedowns is, and rate limited by
// the API's takedown limiter on the same client-address key. The confirmation shows the
// reference and the due time the database stamped.

import type { Request, Response } from 'express';
import type { AppDeps } from '../../app/deps.ts';
import { limitKey } from '../../middleware/rate-limit.ts';
import { takedownReportSchema } from '../../requests/takedown-report.ts';
import { TAKEDOWN_KINDS } from '../../store/orm/entities/takedown.ts';
import { reviewersContact } from '../../takedown/contact.ts';
import { fileTakedown } from '../../store/takedown-intake.ts';
import { requireCsrf } from '../csrf.ts';
import { field, readForm, type FieldMessages } from '../forms.ts';
import { page } from '../page.ts';
import { renderPage } from '../view.ts';
import { siteRateLimit } from '../requester.ts';
import { enableForms } from '../session/middleware.ts';
import type { SitePage } from './types.ts';

const FORM_FIELDS = ['kind', 'creator', 'generationId', 'detail', 'reporterEmail'] as const;
type FormValues = Record<(typeof FORM_FIELDS)[number], string>;

export const DETAIL_MIN = 20;
export const DETAIL_MAX = 4000;

const KIND_LABELS: Record<(typeof TAKEDOWN_KINDS)[number], string> = {
  'non-consensual': 'Made without the person’s consent',
  'boundary-breach': 'Breaks the creator’s published boundaries',
  revocation: 'The creator has withdrawn consent',
  impersonation: 'Impersonation: not who it claims to be',
  other: 'Something else',
};

// The schema's messages are written for developers; the form says what to do.
const FIELD_HINTS: Record<string, string> = {
  kind: 'Choose what kind of problem this is.',
  creator: 'A creator slug is lower-case letters and digits joined by hyphens, as in the creator’s page address (e.g. mira-okafor). Leave it empty if you do not know it.',
  generationId: 'A generation id starts with gen_ and is in the image’s provenance record. Leave it empty if you do not know it.',
  detail: `Describe the problem in ${DETAIL_MIN} to ${DETAIL_MAX} characters.`,
  reporterEmail: 'Enter an email address such as you@example.org, or leave it empty.',
};

/** The report exactly as an API client would send it: blank optional fields are left out. */
function reportBody(values: FormValues): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of FORM_FIELDS) if (values[name].trim() !== '' || name === 'kind' || name === 'detail') body[name] = name === 'detail' ? values[name] : values[name].trim();
  return body;
}

async function showForm(req: Request, res: Response, deps: AppDeps, values: FormValues, errors: FieldMessages, status = 200): Promise<void> {
  enableForms(req);
  // A rate-limited reporter is told another way to reach the reviewers.
  const limited = status === 429 ? reviewersContact(deps.config.takedownContact) : null;
  renderPage(req, res, 'takedown', { title: 'Report an image', kinds: TAKEDOWN_KINDS.map((id) => ({ id, label: KIND_LABELS[id] })), values, errors, limited, detailMin: DETAIL_MIN, detailMax: DETAIL_MAX }, status);
}

const query = (req: Request, name: string): string => (typeof req.query[name] === 'string' ? (req.query[name] as string).slice(0, 64) : '');

export const takedownPage: SitePage = {
  name: 'takedown',
  mount(router, deps) {
    router.get(
      '/takedown',
      page(deps, async ({ req, res }) => {
        // Prefilled from a provenance record's "report it" link.
        await showForm(req, res, deps, { kind: '', creator: query(req, 'creator'), generationId: query(req, 'generationId'), detail: '', reporterEmail: '' }, {});
      }),
    );
    router.post(
      '/takedown',
      requireCsrf,
      page(deps, async ({ req, res, store }) => {
        const values = Object.fromEntries(FORM_FIELDS.map((name) => [name, field(req.body, name)])) as FormValues;
        const form = readForm(takedownReportSchema, reportBody(values));
        if (!form.ok) {
          const errors = Object.fromEntries(Object.keys(form.errors).map((name) => [name, FIELD_HINTS[name] ?? form.errors[name]!]));
          return showForm(req, res, deps, values, errors, 400);
        }
        const limit = await siteRateLimit(deps, 'takedown', limitKey('takedown', req, undefined));
        if (!limit.allowed) {
          res.set('Retry-After', limit.retryAfter);
          const minutes = Math.max(1, Math.ceil(Number(limit.retryAfter) / 60));
          return showForm(req, res, deps, values, { form: `Too many reports from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` }, 429);
        }
        const receipt = await fileTakedown(store, form.value);
        renderPage(req, res, 'takedown-received', { title: 'Report received', receipt, kindLabel: KIND_LABELS[receipt.kind] }, 201);
      }),
    );
  },
};
