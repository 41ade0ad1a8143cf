// Security headers for the site: a strict Content-Security-Policy (same-origin only, no inline
// script or style, no framing, forms post only to this origin).

import helmet from 'helmet';

const DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export const siteHeaders = () =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    referrerPolicy: { policy: 'same-origin' },
  });

/** The same policy as a header value, for the one site page the API serves (/api/v1/docs). */
export const SITE_CSP = Object.entries(DIRECTIVES)
  .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
  .join('; ');
