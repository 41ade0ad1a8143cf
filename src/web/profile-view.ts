// How a creator's profile is shown on pages: the avatar's stable address (its hash as a version,
// so a new avatar is fetched at once) and the sample images as <img> sources.

import type { AvatarSize, ListedProfile, ProfileText, SampleImage } from '../store/profiles.ts';
import { avatarPath } from '../service/profiles/avatar-url.ts';
import { contextLabel } from './plain/words.ts';

export { avatarPath };

/** `https://example.org/work/` → `example.org/work`: the address as people say it. */
export const linkText = (href: string): string => {
  const text = href.slice('https://'.length);
  return text.endsWith('/') ? text.slice(0, -1) : text;
};

export interface ShownProfile {
  bio: string | null;
  links: { href: string; text: string }[];
  avatar: string | null;
  samples: { id: string; src: string; context: string }[];
}

export const shownSample = (s: SampleImage) => ({ id: s.generationId, src: `/images/${s.contentHash}.png`, context: contextLabel(s.context) });

export function shownProfile(slug: string, profile: ProfileText & { samples?: SampleImage[] }, size: AvatarSize): ShownProfile {
  return {
    bio: profile.bio === '' ? null : profile.bio,
    links: profile.links.filter((href) => href.startsWith('https://')).map((href) => ({ href, text: linkText(href) })),
    avatar: profile.avatarHash ? avatarPath(slug, size, profile.avatarHash) : null,
    samples: (profile.samples ?? []).map(shownSample),
  };
}

export type { ListedProfile };
