// Reads a multipart/form-data form with one file field (size-limited), so that a page can take an
// upload. The parsing is the platform's (the fetch Request's formData()); the text fields land in
// req.body (the CSRF check reads `_csrf` there) and the file's bytes in req.uploadedFile.

import express, { type NextFunction, type Request, type Response } from 'express';

export interface UploadedForm {
  uploadedFile?: Buffer;
  uploadError?: 'too_large' | 'not_multipart' | 'unreadable';
}

export function multipartForm(fileField: string, maxBytes: number) {
  // Multipart framing adds a few hundred bytes around the file.
  const raw = express.raw({ type: () => true, limit: maxBytes + 16 * 1024 });
  return (req: Request & UploadedForm, res: Response, next: NextFunction): void => {
    if (!req.is('multipart/form-data')) {
      req.uploadError = 'not_multipart';
      req.resume();
      return next();
    }
    raw(req, res, (err?: unknown) => {
      const bytes = req.body as unknown;
      req.body = {};
      if (err || !Buffer.isBuffer(bytes)) {
        req.uploadError = (err as { type?: string } | undefined)?.type === 'entity.too.large' ? 'too_large' : 'unreadable';
        return next();
      }
      new Response(bytes, { headers: { 'content-type': req.get('content-type')! } })
        .formData()
        .then(async (form) => {
          const fields: Record<string, string> = {};
          for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
          req.body = fields;
          const file = form.get(fileField);
          if (file !== null && typeof file !== 'string') {
            if (file.size > maxBytes) req.uploadError = 'too_large';
            else if (file.size > 0) req.uploadedFile = Buffer.from(await file.arrayBuffer());
          }
        })
        .catch(() => {
          req.uploadError = 'unreadable';
        })
        .finally(() => next());
    });
  };
}
