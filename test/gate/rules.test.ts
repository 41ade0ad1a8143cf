import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import { MIRA_BLOCKING, boundaryOf, facts, request } from './support.ts';

const mira = boundaryOf();

describe('gate: each rule', () => {
  it('allows a request inside every boundary and stamps the boundary', () => {
    expect(evaluate(mira, request(), facts())).toEqual({
      decision: 'allow',
      advisories: [],
      boundary: { version: 3, policyHash: mira.policyHash, enforcedForbidden: mira.program.enforcedForbidden },
    });
  });

  it.each([['onboarding'], ['suspended']] as const)('refuses a creator who is %s with creator_unavailable', (state) => {
    const d = evaluate(mira, request(), facts({ creatorState: state }));
    expect(d.decision).toBe('refuse');
    expect(d.refusal).toEqual({
      rule: 'creator_unavailable',
      category: 'creator-unavailable',
      evidence: `creator is ${state}`,
      message: `Mira Okafor is not available for generation (the creator is ${state}).`,
    });
  });

  it('refuses a revoked boundary set with consent_revoked naming the version', () => {
    const d = evaluate(mira, request(), facts({ consentRevoked: true }));
    expect(d.refusal).toMatchObject({ rule: 'consent_revoked', category: 'consent-revoked', evidence: 'boundary set version 3 is revoked' });
  });

  it('refuses a platform prohibition with the term as written and the label', () => {
    const d = evaluate(mira, request({ prompt: 'portrait shot on a Hidden  Camera' }), facts());
    expect(d.refusal).toEqual({
      rule: 'platform_prohibition',
      category: 'non-consensual-framing',
      evidence: 'matched term "hidden camera"',
      message: 'The request falls under the platform prohibition "Non-consensual framing", which no boundary set can permit.',
    });
    expect(d.trace).toMatchObject({ field: 'prompt' });
    expect(d.trace && d.trace.normalisedPrompt.slice(d.trace.start, d.trace.end)).toBe('hidden camera');
  });

  it('refuses a creator forbid with forbidden_depiction and the category id', () => {
    const d = evaluate(mira, request({ prompt: 'holding a cold beer' }), facts());
    expect(d.refusal).toEqual({
      rule: 'forbidden_depiction',
      category: 'alcohol',
      evidence: 'matched term "beer"',
      message: 'Mira Okafor forbids depictions in the category "Alcohol".',
    });
  });

  it('matches a stem term and reports the stem as written', () => {
    const d = evaluate(mira, request({ prompt: 'sipping cocktails at golden hour' }), facts());
    expect(d.refusal).toMatchObject({ rule: 'forbidden_depiction', category: 'alcohol', evidence: 'matched term "cocktail*"' });
  });

  it('refuses an adult category the creator has not opened', () => {
    const d = evaluate(mira, request({ prompt: 'nude figure study' }), facts());
    expect(d.refusal).toEqual({
      rule: 'forbidden_depiction',
      category: 'nudity',
      evidence: 'matched term "nude"',
      message: '"Nudity" is an adult category Mira Okafor has not opened.',
    });
  });

  it('allows an adult category the creator opened', () => {
    expect(evaluate(mira, request({ prompt: 'editorial in lingerie' }), facts()).decision).toBe('allow');
  });

  it('refuses an excluded brand with excluded_brand', () => {
    const d = evaluate(mira, request({ prompt: 'drinking a Rival Cola' }), facts());
    expect(d.refusal).toEqual({
      rule: 'excluded_brand',
      category: 'rival-cola',
      evidence: 'matched term "rival cola"',
      message: 'Mira Okafor excludes the brand "Rival Cola" because of existing commercial agreements.',
    });
  });

  it('refuses a context not on the allowlist, with the context as category', () => {
    const d = evaluate(mira, request({ context: 'gaming-avatar' }), facts());
    expect(d.refusal).toEqual({
      rule: 'context_not_permitted',
      category: 'gaming-avatar',
      evidence: 'context gaming-avatar',
      message: "Mira Okafor does not permit the context 'gaming-avatar'.",
    });
  });

  it('refuses realism above the ceiling and allows the tiers at or below it', () => {
    const d = evaluate(mira, request({ realism: 'photoreal' }), facts());
    expect(d.refusal).toMatchObject({ rule: 'realism_exceeds_ceiling', category: 'realism-ceiling', evidence: 'photoreal > illustrative' });
    expect(evaluate(mira, request({ realism: 'stylised' }), facts()).decision).toBe('allow');
  });

  it('refuses conversation mode when not licensed', () => {
    const d = evaluate(mira, request({ mode: 'conversation' }), facts());
    expect(d.refusal).toMatchObject({ rule: 'conversation_not_licensed', category: 'conversation', evidence: 'mode conversation' });
  });

  it('allows conversation mode when licensed', () => {
    const licensed = boundaryOf(MIRA_BLOCKING.replace('conversation: not licensed', 'conversation: licensed'));
    expect(evaluate(licensed, request({ mode: 'conversation' }), facts()).decision).toBe('allow');
  });

  it('refuses an account without age assurance', () => {
    const d = evaluate(mira, request(), facts({ verification: 'none' }));
    expect(d.refusal).toEqual({
      rule: 'age_verification_required',
      category: 'age-assurance',
      evidence: 'verification none',
      message: 'The requesting account has not cleared document-based age assurance.',
    });
  });

  it('refuses photoreal for an age-verified account that is not identity-verified', () => {
    const photoreal = boundaryOf(MIRA_BLOCKING.replace('realism ceiling: illustrative', 'realism ceiling: photoreal'));
    const d = evaluate(photoreal, request({ realism: 'photoreal' }), facts({ verification: 'age' }));
    expect(d.refusal).toMatchObject({ rule: 'identity_verification_required', category: 'identity-verification', evidence: 'verification age' });
    expect(evaluate(photoreal, request({ realism: 'photoreal' }), facts()).decision).toBe('allow');
    expect(evaluate(photoreal, request({ realism: 'illustrative' }), facts({ verification: 'age' })).decision).toBe('allow');
  });

  it('refuses at a blocking session cap with the crossed threshold', () => {
    const blocking = boundaryOf(MIRA_BLOCKING);
    const d = evaluate(blocking, request(), facts({ sessionCount: 20 }));
    expect(d.refusal).toMatchObject({ rule: 'session_cap_reached', category: 'session-cap', evidence: '20 of 20 in 24h' });
    expect(evaluate(blocking, request(), facts({ sessionCount: 19 })).decision).toBe('allow');
  });

  it('refuses when the balance does not cover the cost', () => {
    const d = evaluate(mira, request(), facts({ cost: 2, balance: 1 }));
    expect(d.refusal).toEqual({
      rule: 'insufficient_credit',
      category: 'credit',
      evidence: 'needs 2, has 1',
      message: 'This generation costs 2 credits; the account has 1.',
    });
    expect(evaluate(mira, request(), facts({ cost: 2, balance: 2 })).decision).toBe('allow');
  });
});
