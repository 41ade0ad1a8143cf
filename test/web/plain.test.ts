// The plain-language views (pure): every kind of semantic change has a sentence of its own, and
// boundary facts read as the gate enforces them.

import { describe, expect, it } from 'vitest';
import type { ChangeKind, SemanticChange } from '../../src/diff/index.ts';
import { plainDiff, plainSentence } from '../../src/web/plain/diff.ts';
import { plainBoundaries } from '../../src/web/plain/boundaries.ts';
import { windowText } from '../../src/web/plain/words.ts';
import type { BoundarySet } from '../../src/service/directory/boundary-view.ts';

const KINDS: ChangeKind[] = [
  'creator', 'normalisation', 'category-added', 'category-removed', 'category-label', 'term-added', 'term-removed',
  'context-added', 'context-removed', 'realism-ceiling', 'conversation', 'adult-opened', 'adult-closed', 'age-assurance',
  'identity-tier-added', 'identity-tier-removed', 'session-cap', 'session-cap-limit', 'session-cap-window',
  'session-cap-enforcement', 'variety-nudge', 'variety-nudge-repeats', 'variety-nudge-window',
];

describe('plain diff sentences', () => {
  it('give every change kind its own sentence rather than the policy-syntax summary', () => {
    for (const kind of KINDS) {
      const change: SemanticChange = { kind, category: 'alcohol', rule: 'forbidden_depiction', before: null, after: null, effect: 'neutral', summary: `SUMMARY ${kind}` };
      expect(plainSentence(change), kind).not.toContain('SUMMARY');
    }
  });

  it('name the term, the context and the cap in words', () => {
    expect(plainSentence({ kind: 'term-removed', category: 'alcohol', rule: 'forbidden_depiction', before: 'beer', after: null, effect: 'loosens', summary: '' })).toBe('The forbidden category alcohol no longer matches “beer”.');
    expect(plainSentence({ kind: 'context-added', before: null, after: 'gaming-avatar', effect: 'loosens', summary: '' })).toBe('Gaming avatar is now an allowed context.');
    const cap = (limit: number, enforcement: 'block' | 'advisory') => ({ limit, window: '24h', windowSeconds: 86400, enforcement });
    expect(plainSentence({ kind: 'session-cap', before: null, after: cap(5, 'block'), effect: 'tightens', summary: '' })).toBe('Session cap: none → 5 per 24 hours (blocking).');
  });

  it('headline whether a version loosens, tightens, both or neither', () => {
    const c = (effect: SemanticChange['effect']): SemanticChange => ({ kind: 'context-added', before: null, after: 'portrait', effect, summary: '' });
    expect(plainDiff({ changes: [], loosens: false, tightens: false }).headline).toBe('Nothing the gate enforces changed between these versions.');
    expect(plainDiff({ changes: [c('loosens')], loosens: true, tightens: false }).headline).toBe('This version loosens the boundaries.');
    expect(plainDiff({ changes: [c('loosens'), c('tightens')], loosens: true, tightens: true }).headline).toBe('This version both loosens and tightens the boundaries.');
    expect(plainDiff({ changes: [c('neutral')], loosens: false, tightens: false }).headline).toBe('Only labels or advisory settings changed.');
  });
});

describe('plain boundaries', () => {
  const set: BoundarySet = {
    contexts: ['portrait', 'cosplay'],
    realismCeiling: 'photoreal',
    conversationLicensed: true,
    adultOpened: [],
    enforcedForbidden: ['minors-context'],
    caps: { sessionCap: { limit: 3, window: '1d', windowSeconds: 86400, enforcement: 'block' }, varietyNudge: null },
    forbidden: [{ id: 'minors-context', label: 'Minors', source: 'platform', description: 'Anyone under 18, or in a setting that implies it' }],
    brands: [],
    requirements: { ageAssurance: true, identityFor: ['photoreal'] },
  };

  it('say what is allowed, what is refused and who forbids what', () => {
    const p = plainBoundaries(set, 'Ada');
    expect(p.contexts.allowed).toEqual(['Portrait', 'Cosplay']);
    expect(p.contexts.notAllowed).toContain('Fitness');
    expect(p.realism).toBe('Any realism, up to photoreal (stylised, illustrative and photoreal).');
    expect(p.conversation).toBe('Conversation mode is licensed.');
    expect(p.caps[0]).toBe('Session cap: each requester may make 3 authorised images of Ada in any 1 day; after that further requests are refused until older ones leave the window.');
    expect(p.forbidden[0]!.sourceText).toBe('No creator can permit this; it is checked before any creator rule.');
    expect(p.requirements).toEqual(['Requesters must have passed document-based age assurance.', 'Photoreal images need a fully identity-verified requester.']);
  });

  it('spell out windows', () => {
    expect(windowText('24h')).toBe('24 hours');
    expect(windowText('1d')).toBe('1 day');
    expect(windowText('30m')).toBe('30 minutes');
    expect(windowText('odd')).toBe('odd');
  });
});
