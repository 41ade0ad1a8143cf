// Editing a creator's profile: only the account that speaks for the creator (the link an
// operator made with `likeness creator link`) may change it; the text, the samples and the
// avatar are each written whole in one transaction, with an audit entry naming the account.

import type { EntityManager } from '@mikro-orm/postgresql';
import { authorityOf, speaksFor } from '../../store/account-authority.ts';
import type { Clock } from '../../store/clock.ts';
import { licensedAmong, replaceSamples, saveAvatar, saveProfileText } from '../../store/profiles.ts';
import { sqlOf } from '../../store/sql.ts';
import { audit } from '../audit.ts';
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

async function ownCreator(em: EntityManager, slug: string, accountId: string): Promise<Outcome<{ id: number; slug: string }, 'creator_not_found' | 'forbidden'>> {
  const creator = await creatorBySlug(em, slug);
  if (!creator) return fail('creator_not_found', `no creator "${slug}"`);
  if (!speaksFor(await authorityOf(em, accountId), slug)) return fail('forbidden', `only the account of creator "${slug}" can edit their profile`);
  return ok({ id: creator.id, slug: creator.slug });
}

export async function updateProfile(em: EntityManager, clock: Clock, slug: string, accountId: string, edit: ProfileEdit): Promise<Outcome<{ bio: string; links: string[]; samples: string[] | null }, EditFailure>> {
  const creator = await ownCreator(em, slug, accountId);
  if (!creator.ok) return creator;
  const checked = checkProfileText(edit);
  const fields: FailureField[] = checked.ok ? [] : [...checked.fields];
  const samples = edit.samples ? [...new Set(edit.samples)] : undefined;
  if (samples && samples.length > SAMPLES_MAX) fields.push({ pointer: '/samples', message: `at most ${SAMPLES_MAX} sample images` });
  return em.transactional(async (tx) => {
    const sql = sqlOf(tx);
    if (samples && samples.length > 0 && samples.length <= SAMPLES_MAX) {
      const licensed = new Set(await licensedAmong(sql, creator.value.id, samples));
      samples.forEach((id, i) => {
        if (!licensed.has(id)) fields.push({ pointer: `/samples/${i}`, message: 'is not one of your licensed images' });
      });
    }
    if (!checked.ok || fields.length > 0) return fail('invalid_request', 'the profile was not saved: ' + fields.map((f) => `${f.pointer} ${f.message}`).join('; '), fields);
    const actor = `account:${accountId}`;
    await saveProfileText(sql, creator.value.id, checked.value, clock(), actor);
    if (samples) await replaceSamples(sql, creator.value.id, samples);
    audit(tx, { actor, action: 'creator.profile.update', subjectType: 'creator', subjectId: slug, detail: { bioLength: checked.value.bio.length, links: checked.value.links, ...(samples ? { samples } : {}) } });
    await tx.flush();
    return ok({ ...checked.value, samples: samples ?? null });
  });
}

export async function setAvatar(em: EntityManager, clock: Clock, slug: string, accountId: string, bytes: Buffer | null): Promise<Outcome<{ hash: string | null }, EditFailure>> {
  const creator = await ownCreator(em, slug, accountId);
  if (!creator.ok) return creator;
  let avatar = null;
  if (bytes) {
    const prepared = await prepareAvatar(bytes);
    if (!prepared.ok) return fail('invalid_request', prepared.message, [{ pointer: '/avatar', message: prepared.message }]);
    avatar = prepared.value;
  }
  return em.transactional(async (tx) => {
    const actor = `account:${accountId}`;
    await saveAvatar(sqlOf(tx), creator.value.id, avatar, clock(), actor);
    audit(tx, { actor, action: avatar ? 'creator.profile.avatar' : 'creator.profile.avatar-remove', subjectType: 'creator', subjectId: slug, detail: avatar ? { sha256: avatar.hash, bytes: avatar.large.length } : {} });
    await tx.flush();
    return ok({ hash: avatar?.hash ?? null });
  });
}
