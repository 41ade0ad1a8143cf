// GET /images/{hash}.png: a finished image, by the SHA-256 of its bytes (render.url). Immutable
// content, so it may be cached for a year; the ETag is the hash itself. Anything but a stored
// 64-hex hash is a 404 problem (the name never reaches the file system otherwise).

import { z } from 'zod';
import { createImageStore, isContentHash } from '../../render/store.ts';
import { fail } from '../../service/outcome.ts';
import { defineRoute } from '../route.ts';

const params = z.object({ hash: z.string().describe('SHA-256 (64 lower-case hex digits) of the image, `render.contentHash`') });

export const getImage = defineRoute({
  method: 'get',
  path: '/images/{hash}.png',
  operationId: 'getImage',
  summary: 'A generated image (watermarked, manifest embedded), by content hash.',
  tags: ['provenance'],
  auth: 'none',
  needsDatabase: false,
  params,
  responses: {
    200: { description: 'the PNG; its SHA-256 is the hash in the path', schema: z.string().describe('PNG bytes'), contentType: 'image/png' },
    404: { description: 'no image with that hash' },
  },
  responseHeaders: {
    200: {
      ETag: { description: 'the content hash, quoted', schema: { type: 'string' } },
      'Cache-Control': { description: 'how long the image may be cached', schema: { type: 'string' } },
    },
  },
  async handle({ deps, params: p }) {
    const bytes = isContentHash(p.hash) ? await createImageStore(deps.config.images.dir).read(p.hash) : null;
    if (!bytes) return fail('image_not_found', `no image ${p.hash}.png`);
    return {
      status: 200,
      body: bytes,
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${p.hash}"`,
        // Images are meant to be embedded elsewhere (helmet's default is same-origin).
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    };
  },
});
