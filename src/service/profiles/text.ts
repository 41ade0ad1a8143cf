// A profile's text as the creator sends it, checked before anything is stored: a bio of plain
// text (length-limited, no control characters) and at most five https links without
// credentials. Pure: the same checks for the console form and the API.

import { isStorableText } from '../../requests/storable-text.ts';
import type { FailureField } from '../../kernel/outcome.ts';

export const BIO_MAX = 600;
export const LINKS_MAX = 5;
export const LINK_MAX_LENGTH = 300;
export const SAMPLES_MAX = 6;

// Tabs and line breaks are text; other C0 controls, DEL and the bidi overrides are not.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/u;

export interface ProfileInput {
  bio: string;
  links: string[];
}

export type ProfileCheck = { ok: true; value: ProfileInput } | { ok: false; fields: FailureField[] };

export function checkLink(raw: string): { ok: true; href: string } | { ok: false; message: string } {
  if (raw.length > LINK_MAX_LENGTH) return { ok: false, message: `is longer than ${LINK_MAX_LENGTH} characters` };
  if (/\s/.test(raw) || !isStorableText(raw)) return { ok: false, message: 'contains spaces or control characters' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'is not a web address (write it in full, starting with https://)' };
  }
  if (url.protocol !== 'https:') return { ok: false, message: 'must start with https://' };
  if (url.username !== '' || url.password !== '') return { ok: false, message: 'must not contain a user name or password' };
  if (!url.hostname.includes('.')) return { ok: false, message: 'needs a full host name, such as example.org' };
  return { ok: true, href: url.href };
}

/** Trims, drops blank links, and says what is wrong at `/bio` or `/links/<i>`. */
export function checkProfileText(input: { bio: string; links: readonly string[] }): ProfileCheck {
  const fields: FailureField[] = [];
  const bio = input.bio.replace(/\r\n?/g, '\n').trim();
  if (!isStorableText(bio) || CONTROL.test(bio)) fields.push({ pointer: '/bio', message: 'contains control characters; write plain text' });
  else if ([...bio].length > BIO_MAX) fields.push({ pointer: '/bio', message: `is ${[...bio].length} characters long; at most ${BIO_MAX}` });
  const links: string[] = [];
  const given = input.links.map((l) => l.trim());
  if (given.filter((l) => l !== '').length > LINKS_MAX) fields.push({ pointer: '/links', message: `at most ${LINKS_MAX} links` });
  given.forEach((raw, i) => {
    if (raw === '') return;
    const link = checkLink(raw);
    if (!link.ok) fields.push({ pointer: `/links/${i}`, message: `this link ${link.message}` });
    else if (links.includes(link.href)) fields.push({ pointer: `/links/${i}`, message: 'this link is listed twice' });
    else links.push(link.href);
  });
  return fields.length > 0 ? { ok: false, fields } : { ok: true, value: { bio, links } };
}
