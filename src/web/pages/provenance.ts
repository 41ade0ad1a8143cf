// /provenance (public): look a generation up by id (GET /provenance/<id>, the record of
// GET /api/v1/provenance/<id>) and verify a pasted manifest and signature (POST
// /provenance/verify, verifyProvenance as POST /api/v1/provenance/verify). "Licensed" or "Not
// licensed" is stated plainly, with the reason the service gives.

import { limitKey } from '../../middleware/rate-limit.ts';
import { siteRateLimit } from '../requester.ts';
import { parseJsonText } from '../../requests/json-text.ts';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app/deps.ts';
import { provenanceRecord } from '../../provenance/record.ts';
import { verifyProvenance, type VerifyAnswer } from '../../provenance/verify-record.ts';
import { requireCsrf } from '../csrf.ts';
import { field, readForm, type FieldMessages } from '../forms.ts';
import { page } from '../page.ts';
import { recordExtras } from '../../store/generation-extras.ts';
import { renderPage } from '../view.ts';
import { enableForms } from '../session/middleware.ts';
import type { SitePage } from './types.ts';

// The API's path parameter: 1 to 64 characters.
const idSchema = z.string().trim().min(1, 'Enter a generation id such as gen_…').max(64, 'A generation id is at most 64 characters.');

const verifyForm = z.object({
  manifest: z.string().trim().min(1, 'Paste the manifest JSON.').max(16_000, 'This is too long to be a manifest.'),
  signature: z.string().trim().max(512, 'A signature is at most 512 characters.'),
});

interface VerifyValues {
  manifest: string;
  signature: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The pasted text as the verify endpoint's body: a manifest object and a signature. A pasted
 * `provenance` object ({ manifest, signature, verify }) or the PNG's embedded JSON is accepted too.
 */
function readManifest(values: VerifyValues): { ok: true; manifest: Record<string, unknown>; signature: string } | { ok: false; errors: FieldMessages } {
  // Read as the API reads it: a duplicated or prototype member is refused, never half-read.
  const read = parseJsonText(values.manifest);
  if (!read.ok) return { ok: false, errors: { manifest: `This is not valid JSON (${read.message}${read.pointer ? ` at ${read.pointer}` : ''}).` } };
  const parsed = read.value;
  if (!isObject(parsed)) return { ok: false, errors: { manifest: 'The manifest must be a JSON object: { "type": "likeness.manifest/1", … }.' } };
  let manifest = parsed;
  let signature = values.signature;
  if (isObject(parsed.manifest)) {
    manifest = parsed.manifest;
    if (signature === '' && typeof parsed.signature === 'string') signature = parsed.signature;
  }
  if (signature === '') return { ok: false, errors: { signature: 'Paste the signature that came with the manifest.' } };
  if (signature.length > 512) return { ok: false, errors: { signature: 'A signature is at most 512 characters.' } };
  return { ok: true, manifest, signature };
}

/** The API's provenance bucket for this client address; a 429 page when it is empty. */
async function withinProvenanceLimit(req: Request, res: Response, deps: AppDeps): Promise<boolean> {
  const limit = await siteRateLimit(deps, 'provenance', limitKey('provenance', req, undefined));
  if (limit.allowed) return true;
  res.set('Retry-After', limit.retryAfter);
  renderPage(req, res, 'error', { title: 'Too many lookups', message: `Too many provenance lookups from this address. Try again in ${limit.retryAfter} seconds.` }, 429);
  return false;
}

async function showIndex(req: Request, res: Response, deps: AppDeps, data: { lookupId?: string; lookupError?: string; verify?: VerifyValues; verifyErrors?: FieldMessages; verdict?: VerifyAnswer }, status = 200): Promise<void> {
  enableForms(req); // the verify form posts with a CSRF token
  renderPage(
    req,
    res,
    'provenance',
    {
      title: 'Provenance',
      lookupId: data.lookupId ?? '',
      lookupError: data.lookupError ?? null,
      verify: data.verify ?? { manifest: '', signature: '' },
      verifyErrors: data.verifyErrors ?? {},
      verdict: data.verdict ?? null,
    },
    status,
  );
}

export const provenancePage: SitePage = {
  name: 'provenance',
  mount(router, deps) {
    router.get(
      '/provenance',
      page(deps, async ({ req, res }) => {
        if (req.query.id === undefined) return showIndex(req, res, deps, {});
        const id = idSchema.safeParse(typeof req.query.id === 'string' ? req.query.id : '');
        if (!id.success) return showIndex(req, res, deps, { lookupId: String(req.query.id), lookupError: id.error.issues[0]!.message }, 400);
        res.redirect(303, `/provenance/${encodeURIComponent(id.data)}`);
      }),
    );
    router.get(
      '/provenance/:id',
      page(deps, async ({ req, res, store }) => {
        if (!(await withinProvenanceLimit(req, res, deps))) return;
        const id = idSchema.safeParse(String(req.params.id));
        const record = id.success ? await provenanceRecord(store, id.data, deps.keyring) : null;
        if (!id.success || !record) {
          renderPage(req, res, 'provenance-record', { title: 'No such record', id: String(req.params.id), record: null }, 404);
          return;
        }
        const extras = await recordExtras(store, record.id);
        renderPage(req, res, 'provenance-record', {
          title: `Provenance of ${record.id}`,
          id: record.id,
          record,
          creatorName: extras?.creator_name ?? record.creator,
          // A revoked image is no longer served (GET /images answers 410): neither shown nor offered.
          imagePath: extras?.content_hash && record.licence.status === 'active' ? `/images/${extras.content_hash}.png` : null,
          withdrawnHash: extras?.content_hash && record.licence.status !== 'active' ? extras.content_hash : null,
        });
      }),
    );
    router.post(
      '/provenance/verify',
      requireCsrf,
      page(deps, async ({ req, res, store }) => {
        const values = { manifest: field(req.body, 'manifest'), signature: field(req.body, 'signature') };
        const form = readForm(verifyForm, values);
        if (!form.ok) return showIndex(req, res, deps, { verify: values, verifyErrors: form.errors }, 400);
        const pasted = readManifest(form.value);
        if (!pasted.ok) return showIndex(req, res, deps, { verify: values, verifyErrors: pasted.errors }, 400);
        if (!(await withinProvenanceLimit(req, res, deps))) return;
        const verdict = await verifyProvenance(store, pasted.manifest, pasted.signature, deps.keyring);
        await showIndex(req, res, deps, { verify: values, verdict });
      }),
    );
  },
};
