// GET /images/{hash}.png: a finished image, by the SHA-256 of its bytes (render.url), served only
// while a generation that produced it is licensed: a revoked licence (consent revocation, a
// licence revocation, a takedown) makes it 410 Gone. So it is cached for a minute, not for a year,
// and revalidated with its ETag (the hash itself; a live image answers 304). Anything but a
// stored 64-hex hash is a 404 problem (the name never reaches the file system otherwise).

import { z } from 'zod';
import { imageLicence } from '../../store/generation-licence.ts';
import { createImageStore, isContentHash } from '../../render/store.ts';
import { fail } from '../../kernel/outcome.ts';
import { defineRoute } from '../route.ts';

const params = z.object({ hash: z.string().describe('SHA-256 (64 lower-case hex digits) of the image, `render.contentHash`') });

/** How long a cache may keep a live image before asking again: the longest a revoked image stays visible. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=60';

export const getImage = defineRoute({
  method: 'get',
  path: '/images/{hash}.png',
  operationId: 'getImage',
  summary: 'A generated image (watermarked, manifest embedded), by content hash, while its licence is active.',
  tags: ['provenance'],
  auth: 'none',
  needsDatabase: true,
  params,
  responses: {
    200: { description: 'the PNG; its SHA-256 is the hash in the path', schema: z.string().describe('PNG bytes'), contentType: 'image/png' },
    404: { description: 'no image with that hash' },
    410: { description: 'the licence of this image is revoked: it is no longer served (its provenance record stays verifiable)' },
  },
  responseHeaders: {
    200: {
      ETag: { description: 'the content hash, quoted', schema: { type: 'string' } },
      'Cache-Control': { description: 'how long the image may be cached', schema: { type: 'string' } },
    },
  },
  async handle({ deps, store, params: p }) {
    if (!isContentHash(p.hash)) return fail('image_not_found', `no image ${p.hash}.png`);
    const licence = await imageLicence(store, p.hash);
    if (licence.state === 'unknown') return fail('image_not_found', `no image ${p.hash}.png`);
    if (licence.state === 'revoked') {
      return fail('image_revoked', `the licence of this image is revoked${licence.reason ? ` (${licence.reason})` : ''}: it is no longer served; its provenance record stays verifiable`);
    }
    const bytes = await createImageStore(deps.config.images.dir).read(p.hash);
    if (!bytes) return fail('image_not_found', `no image ${p.hash}.png`);
    return {
      status: 200,
      body: bytes,
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': IMAGE_CACHE_CONTROL,
        ETag: `"${p.hash}"`,
        // Images are meant to be embedded elsewhere (helmet's default is same-origin).
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    };
  },
});
