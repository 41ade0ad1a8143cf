// The semantic diff between two boundary versions in plain language (pure): one sentence per
// change, plus what it does to requests (loosens: more is allowed; tightens: less is allowed).

import type { SemanticChange, SemanticDiff } from '../../diff/index.ts';
import type { SessionCap, VarietyNudge } from '../../program/types.ts';
import { contextLabel, humanise, windowText } from './words.ts';

export interface PlainChange {
  effect: SemanticChange['effect'];
  effectText: string;
  sentence: string;
}

const EFFECT_TEXT: Record<SemanticChange['effect'], string> = {
  loosens: 'Loosens: some requests refused before may now be allowed',
  tightens: 'Tightens: some requests allowed before may now be refused',
  neutral: 'Neutral: no request changes between allowed and refused',
};

const WHO: Record<NonNullable<SemanticChange['rule']>, string> = {
  platform_prohibition: 'platform prohibition',
  forbidden_depiction: 'forbidden category',
  excluded_brand: 'excluded brand',
};

const capText = (c: SessionCap | null): string => (c ? `${c.limit} per ${windowText(c.window)} (${c.enforcement === 'block' ? 'blocking' : 'advisory'})` : 'none');
const nudgeText = (n: VarietyNudge | null): string => (n ? `${n.repeats} repeats per ${windowText(n.window)}` : 'none');
const label = (v: unknown): string => (v && typeof v === 'object' && 'label' in v ? String((v as { label: unknown }).label) : '');
const terms = (v: unknown): string[] => (v && typeof v === 'object' && 'terms' in v ? ((v as { terms: string[] }).terms ?? []) : []);

export function plainSentence(c: SemanticChange): string {
  const what = c.rule ? WHO[c.rule] : 'category';
  const id = c.category ?? '';
  switch (c.kind) {
    case 'creator':
      return 'The creator’s name or identifier changed.';
    case 'normalisation':
      return 'The rule program format changed (how prompts are matched); the rules themselves are the same.';
    case 'category-added':
      return terms(c.after).length === 0 ? `New ${what} “${label(c.after)}” (${id}).` : `New ${what} “${label(c.after)}” (${id}), matching: ${terms(c.after).join(', ')}.`;
    case 'category-removed':
      return terms(c.before).length === 0 ? `The ${what} “${label(c.before)}” (${id}) was removed.` : `The ${what} “${label(c.before)}” (${id}) was removed; its ${terms(c.before).length} terms no longer refuse anything.`;
    case 'category-label':
      return `The ${what} ${id} is now called “${String(c.after)}” (was “${String(c.before)}”).`;
    case 'term-added':
      return `The ${what} ${id} now also matches “${String(c.after)}”.`;
    case 'term-removed':
      return `The ${what} ${id} no longer matches “${String(c.before)}”.`;
    case 'category-changed':
      return `The ${what} “${label(c.after)}” (${id}) ${c.effect === 'tightens' ? 'now refuses more' : c.effect === 'loosens' ? 'now refuses less' : 'changed'}; the platform does not publish its terms.`;
    case 'context-added':
      return `${contextLabel(String(c.after))} is now an allowed context.`;
    case 'context-removed':
      return `${contextLabel(String(c.before))} is no longer an allowed context.`;
    case 'realism-ceiling':
      return `The realism ceiling moved from ${String(c.before)} to ${String(c.after)}.`;
    case 'conversation':
      return c.after ? 'Conversation mode is now licensed.' : 'Conversation mode is no longer licensed.';
    case 'adult-opened':
      return `The adult category ${humanise(id)} was opened: it is no longer forbidden for this creator.`;
    case 'adult-closed':
      return `The adult category ${humanise(id)} was closed again: it is forbidden.`;
    case 'age-assurance':
      return c.after ? 'Requesters now need age assurance.' : 'Requesters no longer need age assurance.';
    case 'identity-tier-added':
      return `${humanise(String(c.after))} images now need an identity-verified requester.`;
    case 'identity-tier-removed':
      return `${humanise(String(c.before))} images no longer need an identity-verified requester.`;
    case 'session-cap':
      return `Session cap: ${capText(c.before as SessionCap | null)} → ${capText(c.after as SessionCap | null)}.`;
    case 'session-cap-limit':
      return `Session cap limit: ${String(c.before)} → ${String(c.after)} authorised images per requester.`;
    case 'session-cap-window':
      return `Session cap window: ${windowText(String(c.before))} → ${windowText(String(c.after))}.`;
    case 'session-cap-enforcement':
      return c.after === 'block' ? 'The session cap now blocks requests over the limit (it was advisory).' : 'The session cap is now advisory (it blocked requests over the limit).';
    case 'variety-nudge':
      return `Variety nudge: ${nudgeText(c.before as VarietyNudge | null)} → ${nudgeText(c.after as VarietyNudge | null)} (advisory only).`;
    case 'variety-nudge-repeats':
      return `Variety nudge: ${String(c.before)} → ${String(c.after)} repeats (advisory only).`;
    case 'variety-nudge-window':
      return `Variety nudge window: ${windowText(String(c.before))} → ${windowText(String(c.after))} (advisory only).`;
  }
  return c.summary;
}

export function plainDiff(diff: SemanticDiff): { changes: PlainChange[]; headline: string } {
  const changes = diff.changes.map((c) => ({ effect: c.effect, effectText: EFFECT_TEXT[c.effect], sentence: plainSentence(c) }));
  const headline =
    changes.length === 0
      ? 'Nothing the gate enforces changed between these versions.'
      : diff.loosens && diff.tightens
        ? 'This version both loosens and tightens the boundaries.'
        : diff.loosens
          ? 'This version loosens the boundaries.'
          : diff.tightens
            ? 'This version tightens the boundaries.'
            : 'Only labels or advisory settings changed.';
  return { changes, headline };
}
