// The site's side of src/requests/storable-text.ts: a form field, query parameter or address holding
// text the database cannot store (a NUL, an unpaired surrogate) or broken percent-encoding gets a
// 400 page naming the field, before any page handler or query runs.

import type { NextFunction, Request, Response } from 'express';
import { unstorablePointers } from '../requests/storable-text.ts';
import { renderPage } from './view.ts';

const fieldName = (pointer: string): string => pointer.slice(1).split('/')[0]!.replaceAll('~1', '/').replaceAll('~0', '~');

export function refuseUnstorableInput() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const refuse = (message: string) => renderPage(req, res, 'error', { title: 'Request not understood', message }, 400);
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return refuse('The address could not be read (broken percent-encoding). Check the link and try again.');
    }
    if (unstorablePointers(path).length > 0) return refuse('The address holds a character that cannot be used here (a NUL character or an unpaired surrogate).');
    const bad = [...unstorablePointers(req.query), ...unstorablePointers(req.body)].map(fieldName);
    if (bad.length > 0) {
      const names = [...new Set(bad)].map((n) => `“${n}”`).join(', ');
      return refuse(`The field ${names} holds a character that cannot be stored (a NUL character or an unpaired surrogate). Go back, correct it and try again.`);
    }
    next();
  };
}
