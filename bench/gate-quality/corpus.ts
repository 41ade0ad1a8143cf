// The shapes of the gate-quality corpus lines (one JSON object per line) and their vocabularies.

import { z } from 'zod';

/** The eight categories a prohibited line can fall under: four platform prohibitions, four adult. */
export const CATEGORIES = [
  'minors-context',
  'non-consensual-framing',
  'deceptive-news-context',
  'criminal-context',
  'nudity',
  'sexual-activity',
  'lingerie',
  'fetish',
] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** How a prohibited line says its category. */
export const CUES = ['keyword', 'inflection', 'number', 'synonym', 'description', 'slang', 'misspelling'] as const;
export type Cue = (typeof CUES)[number];

/** Kinds of innocent prompt, in the order the tables list them; a file may add others (listed after). */
export const INNOCENT_KINDS = ['substring-trap', 'homonym', 'near-miss', 'number', 'misspelled-innocent', 'plain', 'english-mixed'] as const;

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id');

const prompt = z.string().trim().min(1);

export const ProhibitedLine = z.strictObject({ prompt, category: z.enum(CATEGORIES), cue: z.enum(CUES) });
export type ProhibitedLine = z.infer<typeof ProhibitedLine>;

export const InnocentLine = z.strictObject({ prompt, kind: kebab });
export type InnocentLine = z.infer<typeof InnocentLine>;

export const OtherLanguageLine = z.strictObject({
  prompt,
  lang: z.string().min(2),
  expect: z.enum(['refuse', 'allow']),
  /** One of the eight categories, or a creator's own category (`smoking`), judged for a creator who forbids it. */
  category: kebab.optional(),
});
export type OtherLanguageLine = z.infer<typeof OtherLanguageLine>;
