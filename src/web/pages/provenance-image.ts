// POST /provenance/verify-image (public): the provenance page's upload form. The PNG is checked
// as POST /api/v1/provenance/verify-image checks it, and the verdict is shown in plain words.

import type { Request, Response } from 'express';
import type { AppDeps } from '../../app/deps.ts';
import { MAX_IMAGE_UPLOAD_BYTES } from '../../requests/image-upload.ts';
import { verifyImage, type ImageVerdict } from '../../provenance/verify-image.ts';
import { requireCsrf } from '../csrf.ts';
import { page } from '../page.ts';
import { renderPage } from '../view.ts';
import { enableForms } from '../session/middleware.ts';
import { multipartForm, type UploadedForm } from '../upload-form.ts';
import type { SitePage } from './types.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const UPLOAD_MESSAGES = {
  too_large: `This file is larger than ${MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024)} MB: no image made here is that large.`,
  not_multipart: 'Choose a PNG file and send the form again.',
  unreadable: 'The upload could not be read. Choose the PNG file and send the form again.',
};

async function show(req: Request, res: Response, deps: AppDeps, data: { error?: string; verdict?: ImageVerdict; fileName?: string }, status = 200): Promise<void> {
  enableForms(req); // the form posts with a CSRF token
  renderPage(req, res, 'provenance-image', { title: 'Verify an image', error: data.error ?? null, verdict: data.verdict ?? null }, status);
}

export const provenanceImagePage: SitePage = {
  name: 'provenance-image',
  mount(router, deps) {
    router.get(
      '/provenance/verify-image',
      page(deps, async ({ req, res }) => show(req, res, deps, {})),
    );
    router.post(
      '/provenance/verify-image',
      multipartForm('image', MAX_IMAGE_UPLOAD_BYTES),
      requireCsrf,
      page(deps, async ({ req, res, store }) => {
        const { uploadedFile, uploadError } = req as Request & UploadedForm;
        if (uploadError) return show(req, res, deps, { error: UPLOAD_MESSAGES[uploadError] }, uploadError === 'too_large' ? 413 : 400);
        if (!uploadedFile) return show(req, res, deps, { error: 'Choose a PNG file to verify.' }, 400);
        if (!uploadedFile.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return show(req, res, deps, { error: 'This file is not a PNG image. Images made here are PNG files.' }, 400);
        const verdict = await verifyImage(store, uploadedFile, deps);
        await show(req, res, deps, { verdict });
      }),
    );
  },
};
