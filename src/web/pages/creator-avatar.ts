// GET /creators/:slug/avatar/256.webp and /64.webp: a listed creator's avatar, as stored by the
// avatar check (WebP, square, no metadata). The address is stable; pages add the avatar's hash as
// `?v=`, and the ETag (the hash and size) lets a cache revalidate cheaply after its 5 minutes.

import { avatarOf, type AvatarSize } from '../../store/profiles.ts';
import { notFoundPage } from '../errors.ts';
import { page } from '../page.ts';
import type { SitePage } from './types.ts';

const SIZES: Record<string, AvatarSize> = { '256.webp': 'large', '64.webp': 'small' };

export const creatorAvatarPage: SitePage = {
  name: 'creator-avatar',
  mount(router, deps) {
    router.get(
      '/creators/:slug/avatar/:file',
      page(deps, async ({ req, res, store }) => {
        const size = SIZES[String(req.params.file)];
        const avatar = size ? await avatarOf(store, String(req.params.slug), size) : undefined;
        if (!size || !avatar) return notFoundPage(req, res);
        const etag = `"${avatar.hash.slice(0, 32)}-${size}"`;
        res.set({ 'Cache-Control': 'public, max-age=300', ETag: etag, 'Content-Type': 'image/webp' });
        if (req.get('if-none-match') === etag) return void res.status(304).end();
        res.status(200).send(avatar.bytes);
      }),
    );
  },
};
