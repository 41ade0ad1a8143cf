// GET/POST /generate (signed in): the request form, with "Check" (the dry run: dryRun, as
// POST /api/v1/check) and "Generate" (generate(), as POST /api/v1/generate), both validated by
// the API's own GenerationRequest schema and judged for the signed-in account. Every render of
// the form carries a fresh Idempotency-Key, so a double submit (or a reload of the result) gets
// the first answer again and is never charged twice.

import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { generate } from '../../generation/generate.ts';
import type { GenerationResultBody, RefusalBody } from '../../generation/bodies.ts';
import { requestIdOf } from '../../middleware/request-id.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../generation/idempotency.ts';
import { runtimeFor } from '../../generation/runtime.ts';
import { generationRequestSchema } from '../../requests/generation.ts';
import { provenanceRecord } from '../../provenance/record.ts';
import { dryRun, type DryRunResult } from '../../service/dry-run/dry-run.ts';
import type { Failure } from '../../kernel/outcome.ts';
import { requestOptions, type RequestOptions } from '../../service/directory/request-options.ts';
import { MODES, REALISM_TIERS } from '../../vocabulary.ts';
import { requireCsrf } from '../csrf.ts';
import { field, readForm, type FieldMessages } from '../forms.ts';
import { signedInPage, type SignedInPageInput } from '../page.ts';
import { allContexts, contextLabel, listText } from '../plain/words.ts';
import { searchCreators } from '../../store/creator-search.ts';
import { renderPage } from '../view.ts';
import { siteOrigin, siteRateLimit, webRequester } from '../requester.ts';
import type { SitePage } from './types.ts';

const FORM_FIELDS = ['creator', 'prompt', 'context', 'realism', 'mode', 'reference'] as const;
type FormValues = Record<(typeof FORM_FIELDS)[number], string>;

// The schema's own messages are written for developers; the form says what to do.
const FIELD_HINTS: Record<string, string> = {
  creator: 'Choose a creator.',
  prompt: 'Describe the image in 1 to 2000 characters.',
  context: 'Choose the context the image is for.',
  realism: 'Choose a realism tier.',
  mode: 'Choose image or conversation.',
  reference: 'A reference is at most 200 characters.',
};

/** An unreadable prompt or reference, said at its field ("/prompt" → prompt). */
function languageErrors(failure: Failure): FieldMessages {
  const errors: FieldMessages = {};
  for (const f of failure.fields ?? []) errors[f.pointer.slice(1)] = `This ${f.pointer.slice(1)} is ${f.message}: the gate cannot check another language against the creator’s boundaries. Nothing was checked or charged.`;
  return errors;
}

const emptyValues = (creator = ''): FormValues => ({ creator, prompt: '', context: '', realism: 'illustrative', mode: 'image', reference: '' });

const REQUIRED = new Set<string>(['creator', 'prompt', 'context']);

const newIdempotencyKey = (): string => `web-${randomBytes(18).toString('base64url')}`;

/** The request body exactly as an API client would send it: blank optional fields are left out. */
function requestBody(values: FormValues): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of FORM_FIELDS) if (values[name] !== '' || REQUIRED.has(name)) body[name] = values[name];
  return body;
}

type Outcome =
  | { kind: 'check'; result: DryRunResult }
  | { kind: 'refused'; body: RefusalBody; replayed: boolean }
  | { kind: 'generated'; body: GenerationResultBody; replayed: boolean; licensed: boolean; licenceNote: string; imagePath: string | null };

interface View {
  values: FormValues;
  errors: FieldMessages;
  outcome?: Outcome;
  /** The form was opened for one creator: keep it and offer only what they allow. */
  fixed?: boolean;
}

/** What a refusal shows beside its reason: the creator's allowed contexts and realism ceiling. */
const allowedText = (o: RequestOptions): { contexts: string; realismCeiling: string; realismTiers: string; conversation: boolean } => ({
  contexts: o.contexts.length === 0 ? 'no context at the moment' : listText(o.contexts.map(contextLabel)),
  realismCeiling: o.realismCeiling,
  realismTiers: listText(o.realismTiers),
  conversation: o.modes.includes('conversation'),
});

async function show(input: SignedInPageInput & { fixed?: boolean }, view: View, status = 200): Promise<void> {
  const { req, res, store } = input;
  const creators = (await searchCreators(store, { name: null, context: null })).filter((c) => c.version !== null);
  const chosen = creators.find((c) => c.slug === view.values.creator && c.program !== null) ?? null;
  const options = chosen?.program ? requestOptions(chosen.program) : null;
  const fixed = (view.fixed ?? input.fixed) === true && chosen !== null && options !== null;
  const contexts = fixed ? allContexts().filter((c) => options.contexts.includes(c.id)) : allContexts();
  renderPage(
    req,
    res,
    'generate',
    {
      title: fixed ? `Request an image of ${chosen.display_name}` : 'Generate',
      creators: creators.map((c) => ({ slug: c.slug, name: c.display_name, revoked: c.revoked_at !== null })),
      fixedCreator: fixed ? { slug: chosen.slug, name: chosen.display_name, revoked: chosen.revoked_at !== null } : null,
      allowed: options ? allowedText(options) : null,
      contexts,
      realismTiers: fixed ? options.realismTiers : REALISM_TIERS,
      modes: fixed ? options.modes : MODES,
      idempotencyKey: newIdempotencyKey(),
      values: view.values,
      errors: view.errors,
      outcome: view.outcome ?? null,
    },
    status,
  );
}

const valuesOf = (req: Request): FormValues => Object.fromEntries(FORM_FIELDS.map((name) => [name, field(req.body, name)])) as FormValues;

function tooMany(input: SignedInPageInput, values: FormValues, retryAfter: string): Promise<void> {
  input.res.set('Retry-After', retryAfter);
  return show(input, { values, errors: { form: `Too many requests. Try again in ${retryAfter} seconds.` } }, 429);
}

async function handlePost(signedIn: SignedInPageInput): Promise<void> {
  const { req, store, deps, me } = signedIn;
  const values = valuesOf(req);
  const fixed = field(req.body, 'fixed') === '1';
  // Every answer keeps the form as it was opened (for one creator, or for any).
  const input: SignedInPageInput & { fixed: boolean } = { ...signedIn, fixed };
  const action = field(req.body, 'action') === 'check' ? 'check' : 'generate';
  const form = readForm(generationRequestSchema, requestBody(values));
  if (!form.ok) {
    const errors = Object.fromEntries(Object.keys(form.errors).map((name) => [name, FIELD_HINTS[name] ?? form.errors[name]!]));
    return show(input, { values, errors }, 400);
  }
  const { creator, ...request } = form.value;
  const requester = webRequester(me);

  const limit = await siteRateLimit(deps, action, requester.keyId, requester.accountId);
  if (!limit.allowed) return tooMany(input, values, limit.retryAfter);

  if (action === 'check') {
    const report = { log: deps.log, requestId: requestIdOf(req) };
    const checked = await dryRun(store, deps.config, requester, creator, request, report);
    if (!checked.ok && checked.code === 'unsupported_language') return show(input, { values, errors: languageErrors(checked) }, 400);
    if (!checked.ok) return show(input, { values, errors: { creator: 'There is no such creator with a boundary set.' } }, 404);
    return show(input, { values, errors: {}, outcome: { kind: 'check', result: checked.value } });
  }

  const idempotencyKey = field(req.body, 'idempotencyKey');
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) return show(input, { values, errors: { form: 'This form is incomplete. Reload the page and try again.' } }, 400);
  const generated = await generate(store, { config: deps.config, runtime: runtimeFor(deps), now: deps.now, report: { log: deps.log, requestId: requestIdOf(req) } }, { requester, creator, request, idempotencyKey, origin: siteOrigin(deps) });
  if (!generated.ok) {
    if (generated.code === 'unsupported_language') return show(input, { values, errors: languageErrors(generated) }, 400);
    if (generated.code === 'creator_not_found') return show(input, { values, errors: { creator: 'There is no such creator with a boundary set.' } }, 404);
    if (generated.code === 'idempotency_key_reused')
      return show(input, { values, errors: { form: 'This form was already sent with other values. Nothing was charged for this attempt: check the form and press Generate again.' } }, 422);
    return show(input, { values, errors: { form: 'The first submission of this form is still being rendered. Wait a moment, then press Generate again: you will not be charged twice.' } }, 409);
  }
  const generation = generated.value;
  // The site answers a refusal with the page at 403, as the API does.
  if (generation.kind === 'refused') return show(input, { values, errors: {}, outcome: { kind: 'refused', body: generation.refusal, replayed: generation.replayed } }, 403);
  const { result, replayed } = generation;
  const record = await provenanceRecord(store, result.id, deps.keyring);
  await show(input, {
    values,
    errors: {},
    outcome: {
      kind: 'generated',
      body: result,
      replayed,
      licensed: record?.licensed ?? false,
      licenceNote: record?.note ?? '',
      // Same-origin path for the <img> (the CSP allows only 'self'); render.url is shown as the link.
      // A replay after the licence was revoked shows no image: GET /images answers 410 for it.
      imagePath: result.render.contentHash && record?.licence.status === 'active' ? `/images/${result.render.contentHash}.png` : null,
    },
  });
}

export const generatePage: SitePage = {
  name: 'generate',
  mount(router, deps) {
    router.get(
      '/generate',
      signedInPage(deps, async (input) => {
        const creator = typeof input.req.query.creator === 'string' ? input.req.query.creator.slice(0, 64) : '';
        await show(input, { values: emptyValues(creator), errors: {}, fixed: creator !== '' });
      }),
    );
    router.post('/generate', requireCsrf, signedInPage(deps, handlePost));
  },
};
