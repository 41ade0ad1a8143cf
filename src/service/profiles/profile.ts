// Editing a creator's profile: only the account that speaks for the creator (the link an
// operator made with `likeness creator link`) may change it; the text, the samples and the
// avatar are each written whole in one transaction, with an audit entry naming the account.

import type { Store } from '../../store/index.ts';
import { authorityOf, speaksFor } from '../../store/account-authority.ts';
import { licensedAmong, replaceSamples, saveAvatar, saveProfileText } from '../../store/profiles.ts';
import { creatorBySlug } from '../../store/creator-directory.ts';
import { fail, ok, type FailureField, type Outcome } from '../../kernel/outcome.ts';
import { prepareAvatar } from './avatar.ts';
import { checkProfileText, SAMPLES_MAX } from './text.ts';

export interface ProfileEdit {
  bio: string;
  links: string[];
  /** Generation ids, in the order to show them; undefined leaves the samples as they are. */
  samples?: string[];
}

type EditFailure = 'creator_not_found' | 'forbidden' | 'invalid_request';

async function ownCreator(store: Store, slug: string, accountId: string): Promise<Outcome<{ id: number; slug: string }, 'creator_not_found' | 'forbidden'>> {
  const creator = await creatorBySlug(store, slug);
  if (!creator) return fail('creator_not_found', `no creator "${slug}"`);
  if (!speaksFor(await authorityOf(store, accountId), slug)) return fail('forbidden', `only the account of creator "${slug}" can edit their profile`);
  return ok({ id: creator.id, slug: creator.slug });
}

export async function updateProfile(store: Store, slug: string, accountId: string, edit: ProfileEdit): Promise<Outcome<{ bio: string; links: string[]; samples: string[] | null }, EditFailure>> {
  const creator = await ownCreator(store, slug, accountId);
  if (!creator.ok) return creator;
  const checked = checkProfileText(edit);
  const fields: FailureField[] = checked.ok ? [] : [...checked.fields];
  const samples = edit.samples ? [...new Set(edit.samples)] : undefined;
  if (samples && samples.length > SAMPLES_MAX) fields.push({ pointer: '/samples', message: `at most ${SAMPLES_MAX} sample images` });
  return store.transaction(async (tx) => {
    if (samples && samples.length > 0 && samples.length <= SAMPLES_MAX) {
      const licensed = new Set(await licensedAmong(tx, creator.value.id, samples));
      samples.forEach((id, i) => {
        if (!licensed.has(id)) fields.push({ pointer: `/samples/${i}`, message: 'is not one of your licensed images' });
      });
    }
    if (!checked.ok || fields.length > 0) return fail('invalid_request', 'the profile was not saved: ' + fields.map((f) => `${f.pointer} ${f.message}`).join('; '), fields);
    const actor = `account:${accountId}`;
    await saveProfileText(tx, creator.value.id, checked.value, tx.clock(), actor);
    if (samples) await replaceSamples(tx, creator.value.id, samples);
    await tx.audit.record({ actor, action: 'creator.profile.update', subjectType: 'creator', subjectId: slug, detail: { bioLength: checked.value.bio.length, links: checked.value.links, ...(samples ? { samples } : {}) } });
    return ok({ ...checked.value, samples: samples ?? null });
  });
}

export async function setAvatar(store: Store, slug: string, accountId: string, bytes: Buffer | null): Promise<Outcome<{ hash: string | null }, EditFailure>> {
  const creator = await ownCreator(store, slug, accountId);
  if (!creator.ok) return creator;
  let avatar = null;
  if (bytes) {
    const prepared = await prepareAvatar(bytes);
    if (!prepared.ok) return fail('invalid_request', prepared.message, [{ pointer: '/avatar', message: prepared.message }]);
    avatar = prepared.value;
  }
  return store.transaction(async (tx) => {
    const actor = `account:${accountId}`;
    await saveAvatar(tx, creator.value.id, avatar, tx.clock(), actor);
    await tx.audit.record({ actor, action: avatar ? 'creator.profile.avatar' : 'creator.profile.avatar-remove', subjectType: 'creator', subjectId: slug, detail: avatar ? { sha256: avatar.hash, bytes: avatar.large.length } : {} });
    return ok({ hash: avatar?.hash ?? null });
  });
}
