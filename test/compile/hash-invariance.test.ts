// The policyHash is a function of meaning only: layout never changes it, meaning always does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTEXTS, REALISM_TIERS } from '../../src/vocabulary.ts';
import { ADULT_IDS, BRAND_IDS, FORBID_IDS, WORDS, modelArb, renderBoundary, renderPlatform, type BoundaryModel, type TermCategoryModel } from './boundary-model.ts';
import { DEFAULT_WITHIN, NO_REFINEMENT, type RefinementModel } from './refinement-model.ts';
import { MIRA_FILE } from './fixtures.ts';
import { compileValid } from './support.ts';

/** The hash of the model written with the seed's layout (null: canonical), platform file included. */
const hashOf = (model: BoundaryModel, seed: number | null): string =>
  compileValid(renderBoundary(model, seed), MIRA_FILE, renderPlatform(model, seed)).policyHash;

/** The model with one creator category's refinements changed, or null when it has no category. */
function refineOne(m: BoundaryModel, pick: number, change: (r: RefinementModel, c: TermCategoryModel) => RefinementModel | null): BoundaryModel | null {
  const all = [...m.forbids, ...m.brands];
  const c = at(all, pick);
  if (c === undefined) return null;
  const refine = change(c.refine ?? NO_REFINEMENT, c);
  if (refine === null) return null;
  const swap = (x: TermCategoryModel): TermCategoryModel => (x === c ? { ...x, refine } : x);
  return { ...m, forbids: m.forbids.map(swap), brands: m.brands.map(swap) };
}
const withCriminal = (m: BoundaryModel, criminal: RefinementModel | null): BoundaryModel | null =>
  criminal === null ? null : { ...m, platform: { ...m.platform, criminal } };

type Mutation = (m: BoundaryModel, pick: number) => BoundaryModel | null;
const at = <T>(xs: readonly T[], pick: number): T | undefined => (xs.length === 0 ? undefined : xs[pick % xs.length]);
const effectiveCeiling = (m: BoundaryModel) => m.ceiling ?? 'stylised';

/** Each returns a model with a different meaning, or null when it does not apply to this model. */
const MUTATIONS: Record<string, Mutation> = {
  'add a term': (m, pick) => {
    const f = at(m.forbids, pick);
    const word = WORDS.find((w) => !f?.terms.includes(w));
    if (f === undefined || word === undefined) return null;
    return { ...m, forbids: m.forbids.map((x) => (x === f ? { ...x, terms: [...x.terms, word] } : x)) };
  },
  'remove a term': (m, pick) => {
    const f = m.forbids.find((x) => x.terms.length > 1);
    if (f === undefined) return null;
    return { ...m, forbids: m.forbids.map((x) => (x === f ? { ...x, terms: x.terms.filter((_, i) => i !== pick % x.terms.length) } : x)) };
  },
  'turn a term into a stem': (m) => {
    const f = m.forbids.find((x) => x.terms.some((t) => !t.endsWith('*') && !x.terms.includes(`${t}*`)));
    if (f === undefined) return null;
    const t = f.terms.find((y) => !y.endsWith('*') && !f.terms.includes(`${y}*`))!;
    return { ...m, forbids: m.forbids.map((x) => (x === f ? { ...x, terms: x.terms.map((y) => (y === t ? `${t}*` : y)) } : x)) };
  },
  'add a forbid': (m, pick) => {
    const id = at(FORBID_IDS.filter((i) => !m.forbids.some((f) => f.id === i)), pick);
    return id === undefined ? null : { ...m, forbids: [...m.forbids, { id, label: 'New', terms: ['banner'] }] };
  },
  'remove a forbid': (m, pick) => (m.forbids.length === 0 ? null : { ...m, forbids: m.forbids.filter((_, i) => i !== pick % m.forbids.length) }),
  'add a brand': (m, pick) => {
    const id = at(BRAND_IDS.filter((i) => !m.brands.some((b) => b.id === i)), pick);
    return id === undefined ? null : { ...m, brands: [...m.brands, { id, label: 'Brand', terms: ['slogan'] }] };
  },
  'remove a brand': (m, pick) => (m.brands.length === 0 ? null : { ...m, brands: m.brands.filter((_, i) => i !== pick % m.brands.length) }),
  'add a context': (m, pick) => {
    const c = at(CONTEXTS.filter((x) => !m.contexts.includes(x)), pick);
    return c === undefined ? null : { ...m, contexts: [...m.contexts, c] };
  },
  'remove a context': (m, pick) => (m.contexts.length === 0 ? null : { ...m, contexts: m.contexts.filter((_, i) => i !== pick % m.contexts.length) }),
  'change the ceiling': (m, pick) => ({ ...m, ceiling: at(REALISM_TIERS.filter((t) => t !== effectiveCeiling(m)), pick)! }),
  'toggle conversation': (m) => ({ ...m, conversation: !(m.conversation ?? false) }),
  'open or close an adult category': (m, pick) => {
    const id = at(ADULT_IDS, pick)!;
    return { ...m, openAdult: m.openAdult.includes(id) ? m.openAdult.filter((x) => x !== id) : [...m.openAdult, id] };
  },
  'add or remove the cap': (m) => ({ ...m, cap: m.cap === null ? { limit: 10, amount: 24, unit: 'h', enforcement: 'block' } : null }),
  "change the cap's limit": (m) => (m.cap === null ? null : { ...m, cap: { ...m.cap, limit: m.cap.limit + 1 } }),
  "change the cap's window": (m) => (m.cap === null ? null : { ...m, cap: { ...m.cap, amount: m.cap.amount + 1 } }),
  "change the cap's unit": (m) => (m.cap === null ? null : { ...m, cap: { ...m.cap, unit: m.cap.unit === 'h' ? 'd' : 'h' } }),
  "change the cap's enforcement": (m) =>
    m.cap === null ? null : { ...m, cap: { ...m.cap, enforcement: m.cap.enforcement === 'block' ? 'advisory' : 'block' } },
  'add or remove the nudge': (m) => ({ ...m, nudge: m.nudge === null ? { repeats: 3, amount: 1, unit: 'd' } : null }),
  "change the nudge's repeats": (m) => (m.nudge === null ? null : { ...m, nudge: { ...m.nudge, repeats: m.nudge.repeats + 1 } }),
  "change the nudge's window": (m) => (m.nudge === null ? null : { ...m, nudge: { ...m.nudge, amount: m.nudge.amount + 1 } }),
  // The words below are outside WORDS and NEAR_WORDS, so the new clause or phrase is always new.
  'add a near clause': (m, pick) => refineOne(m, pick, (r) => ({ ...r, near: [...r.near, { left: ['flag'], right: ['podium'], within: DEFAULT_WITHIN }] })),
  'remove a near clause': (m, pick) => refineOne(m, pick, (r) => (r.near.length === 0 ? null : { ...r, near: r.near.slice(1) })),
  "change a near clause's window": (m, pick) =>
    refineOne(m, pick, (r) => (r.near.length === 0 ? null : { ...r, near: r.near.map((n, i) => (i === 0 ? { ...n, within: (n.within % 50) + 1 } : n)) })),
  'add a term to a near side': (m, pick) =>
    refineOne(m, pick, (r) => (r.near.length === 0 ? null : { ...r, near: r.near.map((n, i) => (i === 0 ? { ...n, right: [...n.right, 'podium'] } : n)) })),
  'add an except phrase': (m, pick) => refineOne(m, pick, (r) => ({ ...r, except: [...r.except, 'flag cake'] })),
  'remove an except phrase': (m, pick) => refineOne(m, pick, (r) => (r.except.length === 0 ? null : { ...r, except: r.except.slice(1) })),
  'change a description': (m, pick) => refineOne(m, pick, (r) => ({ ...r, description: `${r.description ?? ''} (revised)` })),
  'add a platform near clause': (m) =>
    withCriminal(m, { ...m.platform.criminal, near: [...m.platform.criminal.near, { left: ['flag'], right: ['podium'], within: 3 }] }),
  'add a platform except phrase': (m) => withCriminal(m, { ...m.platform.criminal, except: [...m.platform.criminal.except, 'flag cake'] }),
  'change the platform description': (m) => withCriminal(m, { ...m.platform.criminal, description: `${m.platform.criminal.description ?? ''} (revised)` }),
  'add, change or remove the age bound': (m, pick) => {
    const age = m.platform.ageUnder;
    const next = age === null ? 18 : pick % 2 === 0 ? null : (age % 150) + 1;
    return { ...m, platform: { ...m.platform, ageUnder: next } };
  },
};

describe('policyHash invariance', () => {
  it('does not change with comments, blank lines, indentation, statement order, term order, duplicate terms, near side order, a written default window or split except lines', () => {
    fc.assert(
      fc.property(modelArb, fc.integer(), fc.integer(), (model, seedA, seedB) => {
        const canonical = hashOf(model, null);
        expect(hashOf(model, seedA)).toBe(canonical);
        expect(hashOf(model, seedB)).toBe(canonical);
      }),
      { numRuns: 150 },
    );
  });

  it.each(Object.keys(MUTATIONS))('changes when you %s', (name) => {
    const mutate = MUTATIONS[name]!;
    fc.assert(
      fc.property(modelArb, fc.nat(), fc.integer(), (model, pick, seed) => {
        const changed = mutate(model, pick);
        fc.pre(changed !== null);
        expect(hashOf(changed!, seed)).not.toBe(hashOf(model, seed));
      }),
      { numRuns: 40 },
    );
  });
});
