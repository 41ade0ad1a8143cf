// The avatar's stable address on the site, for pages and for the API's avatarUrl: the path names
// the rendition, `?v=` the avatar's hash, so that a new avatar is fetched at once.

import type { AvatarSize } from '../../store/profiles.ts';

export const AVATAR_FILES: Record<AvatarSize, string> = { large: '256.webp', small: '64.webp' };

export const avatarPath = (slug: string, size: AvatarSize, hash: string): string => `/creators/${encodeURIComponent(slug)}/avatar/${AVATAR_FILES[size]}?v=${hash.slice(0, 16)}`;
