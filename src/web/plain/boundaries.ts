// A creator's boundary set in plain language (pure): what the creator's page shows. It reads
// only the merged view the gate enforces (src/service/directory/boundary-view.ts).

import type { BoundarySet } from '../../service/directory/boundary-view.ts';
import { contextLabel, allContexts, humanise, listText, realismTiersAbove, realismTiersUpTo, windowText } from './words.ts';

export interface PlainForbidden {
  id: string;
  label: string;
  /** Who forbids it, in words; platform rules say that no creator can permit them. */
  source: 'platform' | 'adult' | 'creator';
  sourceText: string;
  /** What it covers, in plain words. */
  description: string;
  /** The creator's own terms; [] for platform and adult categories, whose lists are not published. */
  terms: string[];
}

export interface PlainBoundaries {
  contexts: { allowed: string[]; notAllowed: string[] };
  realism: string;
  conversation: string;
  forbidden: PlainForbidden[];
  adultOpened: string[];
  brands: { id: string; label: string; terms: string[] }[];
  caps: string[];
  requirements: string[];
}

const SOURCE_TEXT: Record<PlainForbidden['source'], string> = {
  platform: 'No creator can permit this; it is checked before any creator rule.',
  adult: 'Forbidden unless a creator opens it, and this creator has not.',
  creator: 'Forbidden by the creator.',
};

export function plainBoundaries(set: BoundarySet, creatorName: string): PlainBoundaries {
  const allowed = new Set<string>(set.contexts);
  const up = realismTiersUpTo(set.realismCeiling);
  const above = realismTiersAbove(set.realismCeiling);
  const caps: string[] = [];
  const cap = set.caps.sessionCap;
  if (cap) {
    const over =
      cap.enforcement === 'block'
        ? 'further requests are refused until older ones leave the window'
        : 'further requests still go through, with an advisory attached';
    caps.push(`Session cap: each requester may make ${cap.limit} authorised images of ${creatorName} in any ${windowText(cap.window)}; after that ${over}.`);
  } else {
    caps.push('No session cap.');
  }
  const nudge = set.caps.varietyNudge;
  if (nudge) caps.push(`Variety nudge: asking for the same prompt ${nudge.repeats} times in ${windowText(nudge.window)} adds a reminder to vary it (advisory only, never a refusal).`);
  const requirements: string[] = [];
  if (set.requirements.ageAssurance) requirements.push('Requesters must have passed document-based age assurance.');
  if (set.requirements.identityFor.length > 0) requirements.push(`${listText(set.requirements.identityFor.map(humanise))} images need a fully identity-verified requester.`);
  return {
    contexts: {
      allowed: set.contexts.map(contextLabel),
      notAllowed: allContexts().filter((c) => !allowed.has(c.id)).map((c) => c.label),
    },
    realism: above.length === 0
      ? `Any realism, up to photoreal (${listText(up)}).`
      : `Up to ${set.realismCeiling}: ${listText(up)} images are allowed; ${listText(above)} is refused.`,
    conversation: set.conversationLicensed ? 'Conversation mode is licensed.' : 'Conversation mode is not licensed: images only.',
    forbidden: set.forbidden.map((f) => ({ ...f, sourceText: SOURCE_TEXT[f.source], terms: f.terms ?? [] })),
    adultOpened: set.adultOpened.map(humanise),
    brands: set.brands,
    caps,
    requirements,
  };
}
