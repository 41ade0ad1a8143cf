// /console/profile (creator accounts linked to a creator): the public profile the directory and
// the creator page show — bio, links, avatar and sample images picked from the creator's own
// licensed generations. The text and the samples are one form; the avatar is its own upload form
// (multipart), checked and remade with sharp. Every form carries the session's CSRF token; an
// error is shown at its field and nothing of a refused form is stored.

import type { Request, Response } from 'express';
import type { Store } from '../../store/index.ts';
import type { AppDeps } from '../../app/deps.ts';
import { AVATAR_MAX_BYTES } from '../../service/profiles/avatar.ts';
import { setAvatar, updateProfile } from '../../service/profiles/profile.ts';
import { BIO_MAX, LINKS_MAX, SAMPLES_MAX } from '../../service/profiles/text.ts';
import type { FailureField } from '../../kernel/outcome.ts';
import { chosenSampleIds, profileOf, sampleCandidates } from '../../store/profiles.ts';
import { requireCsrf } from '../csrf.ts';
import { field, type FieldMessages } from '../forms.ts';
import { signedInPage, type SignedInPageInput } from '../page.ts';
import { avatarPath } from '../profile-view.ts';
import { linkedCreator } from '../../store/creator-console.ts';
import { contextLabel } from '../plain/words.ts';
import { renderPage } from '../view.ts';
import { multipartForm, type UploadedForm } from '../upload-form.ts';
import type { SitePage } from './types.ts';

const CANDIDATES_SHOWN = 24;

const NOT_LINKED = {
  title: 'No creator linked',
  message: 'This account has the creator role but speaks for no creator yet. An operator links it with: npx likeness creator link <slug> <your email>.',
};

const UPLOAD_MESSAGES = {
  too_large: `The file is larger than ${AVATAR_MAX_BYTES / (1024 * 1024)} MB. Choose a smaller image.`,
  not_multipart: 'Choose an image file and send the form again.',
  unreadable: 'The upload could not be read. Choose the image file and send the form again.',
};

const NOTICES: Record<string, string> = {
  saved: 'Your profile is saved. It shows on your creator page and in the directory.',
  avatar: 'Your new avatar is saved.',
  'avatar-removed': 'Your avatar is removed.',
};

interface Form {
  bio: string;
  links: string[];
  samples: string[];
}

/** `/links/2` → `link3`, `/samples/0` → `samples`: the form's field for a failure's pointer. */
function fieldErrors(fields: readonly FailureField[]): FieldMessages {
  const errors: FieldMessages = {};
  for (const f of fields) {
    const [, name, index] = f.pointer.split('/');
    const key = name === 'links' ? `link${index === undefined ? 1 : Number(index) + 1}` : name === 'samples' ? 'samples' : (name ?? 'form');
    const what = name === 'links' ? (index === undefined ? 'Links:' : 'This link') : name === 'samples' ? 'A chosen image' : name === 'bio' ? 'The bio' : '';
    errors[key] ??= name === 'avatar' ? f.message : `${what} ${f.message.replace(/^this link /, '')}.`;
  }
  return errors;
}

async function show(req: Request, res: Response, store: Store, creator: { id: number; slug: string; display_name: string }, view: { form?: Form; errors?: FieldMessages; avatarError?: string; notice?: string | null }, status = 200): Promise<void> {
  const sql = store;
  const [profile, chosen, candidates] = await Promise.all([profileOf(sql, creator.id), chosenSampleIds(sql, creator.id), sampleCandidates(sql, creator.id, CANDIDATES_SHOWN)]);
  const form = view.form ?? { bio: profile.bio, links: profile.links, samples: chosen };
  renderPage(
    req,
    res,
    'console-profile',
    {
      title: 'Your public profile',
      creator: { slug: creator.slug, name: creator.display_name },
      avatar: profile.avatarHash ? avatarPath(creator.slug, 'large', profile.avatarHash) : null,
      bio: form.bio,
      bioMax: BIO_MAX,
      links: Array.from({ length: LINKS_MAX }, (_, i) => form.links[i] ?? ''),
      samplesMax: SAMPLES_MAX,
      candidates: candidates.map((c) => ({ id: c.generationId, src: `/images/${c.contentHash}.png`, context: contextLabel(c.context), createdAt: c.createdAt, checked: form.samples.includes(c.generationId) })),
      errors: view.errors ?? {},
      avatarError: view.avatarError ?? null,
      notice: view.notice ?? null,
      avatarMaxMb: AVATAR_MAX_BYTES / (1024 * 1024),
    },
    status,
  );
}

type LinkedCreator = NonNullable<Awaited<ReturnType<typeof linkedCreator>>>;

/** A page for a signed-in creator account that speaks for a creator; any other account gets a 403 page. */
const creatorPage = (deps: AppDeps, handler: (input: SignedInPageInput & { creator: LinkedCreator }) => Promise<void>) =>
  signedInPage(
    deps,
    async (input) => {
      const creator = await linkedCreator(input.store, input.me.id);
      if (!creator) return renderPage(input.req, input.res, 'error', NOT_LINKED, 403);
      await handler({ ...input, creator });
    },
    { role: 'creator' },
  );

/** Repeated checkboxes arrive as an array, a single one as a string. */
const many = (body: unknown, name: string): string[] => {
  const v: unknown = (body as Record<string, unknown> | undefined)?.[name];
  return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');
};

export const consoleProfilePage: SitePage = {
  name: 'console-profile',
  mount(router, deps: AppDeps) {
    router.get(
      '/console/profile',
      creatorPage(deps, async ({ req, res, store, creator }) => {
        const notice = typeof req.query.saved === 'string' ? (NOTICES[req.query.saved] ?? null) : null;
        await show(req, res, store, creator, { notice });
      }),
    );
    router.post(
      '/console/profile',
      requireCsrf,
      creatorPage(deps, async ({ req, res, store, me, creator }) => {
        const form: Form = { bio: field(req.body, 'bio'), links: Array.from({ length: LINKS_MAX }, (_, i) => field(req.body, `link${i + 1}`)), samples: many(req.body, 'sample') };
        const saved = await updateProfile(store, creator.slug, me.id, form);
        if (!saved.ok) return show(req, res, store, creator, { form, errors: saved.fields ? fieldErrors(saved.fields) : { form: saved.message } }, saved.code === 'forbidden' ? 403 : 400);
        res.redirect(303, '/console/profile?saved=saved');
      }),
    );
    router.post(
      '/console/profile/avatar',
      multipartForm('avatar', AVATAR_MAX_BYTES),
      requireCsrf,
      creatorPage(deps, async ({ req, res, store, me, creator }) => {
        const { uploadedFile, uploadError } = req as Request & UploadedForm;
        if (uploadError) return show(req, res, store, creator, { avatarError: UPLOAD_MESSAGES[uploadError] }, uploadError === 'too_large' ? 413 : 400);
        if (!uploadedFile) return show(req, res, store, creator, { avatarError: 'Choose an image file (PNG, JPEG or WebP).' }, 400);
        const saved = await setAvatar(store, creator.slug, me.id, uploadedFile);
        if (!saved.ok) return show(req, res, store, creator, { avatarError: saved.fields?.[0]?.message ?? saved.message }, saved.code === 'forbidden' ? 403 : 400);
        res.redirect(303, '/console/profile?saved=avatar');
      }),
    );
    router.post(
      '/console/profile/avatar/remove',
      requireCsrf,
      creatorPage(deps, async ({ req, res, store, me, creator }) => {
        const removed = await setAvatar(store, creator.slug, me.id, null);
        if (!removed.ok) return show(req, res, store, creator, { avatarError: removed.message }, 403);
        res.redirect(303, '/console/profile?saved=avatar-removed');
      }),
    );
  },
};
