// Random valid creator files for property tests: a semantic model, and a renderer that writes
// the same model with different layout (order, comments, blank lines, indentation, line breaks,
// term order, duplicate terms) chosen by a seed.
import fc from 'fast-check';
import { CONTEXTS, REALISM_TIERS, type Context, type Realism } from '../../src/vocabulary.ts';
import { seededRandom } from '../../bench/workload.ts';
import {
  NO_REFINEMENT, platformRefinementArb, refinementArb, refinementLines, withPlatformRefinements, type PlatformRefinementModel, type RefinementModel,
} from './refinement-model.ts';
import { PLATFORM } from './fixtures.ts';

export const ADULT_IDS = ['nudity', 'sexual-activity', 'lingerie', 'fetish'] as const;
export const FORBID_IDS = ['politics', 'alcohol', 'gambling', 'tobacco', 'weapons'] as const;
export const BRAND_IDS = ['rival-cola', 'acme-shoes', 'zed-phones'] as const;
export const WORDS = ['vote', 'election', 'rally', 'beer', 'wine', 'casino', 'poker', 'cigar', 'vape', 'rifle', 'sword', 'cola', 'sneaker', 'phone', 'banner', 'slogan'];
export const UNITS = ['m', 'h', 'd'] as const;

export interface TermCategoryModel {
  id: string;
  label: string;
  terms: string[];
  /** describe / near / except lines for this category; none when absent. */
  refine?: RefinementModel;
}
export interface BoundaryModel {
  contexts: Context[];
  ceiling: Realism | null;
  conversation: boolean | null;
  openAdult: string[];
  forbids: TermCategoryModel[];
  brands: TermCategoryModel[];
  cap: { limit: number; amount: number; unit: string; enforcement: 'advisory' | 'block' } | null;
  nudge: { repeats: number; amount: number; unit: string } | null;
  /** Refinements written into the platform file the boundary compiles against. */
  platform: PlatformRefinementModel;
}

export const termArb = fc
  .tuple(fc.constantFrom(...WORDS), fc.option(fc.constantFrom(...WORDS), { nil: undefined }), fc.boolean())
  .map(([a, b, stem]) => `${b === undefined ? a : `${a} ${b}`}${stem ? '*' : ''}`);

const termsArb = fc.uniqueArray(termArb, { minLength: 1, maxLength: 5 });
const categoriesArb = (ids: readonly string[]) =>
  fc.subarray([...ids]).chain((chosen) =>
    fc.tuple(...chosen.map((id) => fc.tuple(termsArb, refinementArb(WORDS)).map(([terms, refine]) => ({ id, label: `Label of ${id}`, terms, refine }))))
      .map((cs) => cs as TermCategoryModel[]),
  );
const windowArb = fc.record({ amount: fc.integer({ min: 1, max: 72 }), unit: fc.constantFrom(...UNITS) });

export const modelArb: fc.Arbitrary<BoundaryModel> = fc.record({
  contexts: fc.subarray([...CONTEXTS]),
  ceiling: fc.option(fc.constantFrom(...REALISM_TIERS), { nil: null }),
  conversation: fc.option(fc.boolean(), { nil: null }),
  openAdult: fc.subarray([...ADULT_IDS]),
  forbids: categoriesArb(FORBID_IDS),
  brands: categoriesArb(BRAND_IDS),
  cap: fc.option(
    fc.record({ limit: fc.integer({ min: 1, max: 50 }), enforcement: fc.constantFrom('advisory' as const, 'block' as const) }).chain((c) =>
      windowArb.map((w) => ({ ...c, ...w })),
    ),
    { nil: null },
  ),
  nudge: fc.option(
    fc.integer({ min: 1, max: 9 }).chain((repeats) => windowArb.map((w) => ({ repeats, ...w }))),
    { nil: null },
  ),
  platform: platformRefinementArb,
});

/** One seed fixes every layout choice (the benchmark's seeded PRNG, mulberry32). */
const prng = seededRandom;

const COMMENTS = ['# reviewed with the agency', '# "quoted", with, commas', '#', '# terms: "beer", "wine"'];

function shuffled<T>(items: readonly T[], rnd: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function termList(terms: readonly string[], rnd: (() => number) | null): string {
  if (rnd === null) return terms.map((t) => JSON.stringify(t)).join(', ');
  const written = shuffled(terms, rnd);
  if (rnd() < 0.4) written.push(written[Math.floor(rnd() * written.length)]!); // an exact duplicate
  // Break the list after some commas onto indented continuation lines.
  return written.map((t) => JSON.stringify(t)).reduce((acc, t) => `${acc},${rnd() < 0.3 ? `\n${' '.repeat(2 + Math.floor(rnd() * 6))}` : ' '}${t}`);
}

/** The test platform file with the model's platform refinements, laid out by the seed. */
export function renderPlatform(m: BoundaryModel, seed: number | null): string {
  return withPlatformRefinements(PLATFORM, m.platform, seed === null ? null : prng(seed ^ 0x5f5f));
}

/** seed null: the plain canonical layout; otherwise a noisy layout chosen by the seed. */
export function renderBoundary(m: BoundaryModel, seed: number | null): string {
  const rnd = seed === null ? null : prng(seed);
  const stmts: string[] = [];
  if (m.contexts.length > 0) stmts.push(`allow contexts: ${(rnd ? shuffled(m.contexts, rnd) : m.contexts).join(', ')}`);
  if (m.ceiling !== null) stmts.push(`realism ceiling: ${m.ceiling}`);
  if (m.conversation !== null) stmts.push(`conversation: ${m.conversation ? 'licensed' : 'not licensed'}`);
  if (m.openAdult.length > 0) stmts.push(`open adult: ${(rnd ? shuffled(m.openAdult, rnd) : m.openAdult).join(', ')}`);
  for (const f of m.forbids) stmts.push(`forbid ${f.id} ${JSON.stringify(f.label)}: ${termList(f.terms, rnd)}`);
  for (const b of m.brands) stmts.push(`exclude brand ${b.id} ${JSON.stringify(b.label)}: ${termList(b.terms, rnd)}`);
  for (const c of [...m.forbids, ...m.brands]) stmts.push(...refinementLines(c.id, c.refine ?? NO_REFINEMENT, rnd));
  if (m.cap !== null) stmts.push(`session cap: ${m.cap.limit} per ${m.cap.amount}${m.cap.unit}, ${m.cap.enforcement}`);
  if (m.nudge !== null) stmts.push(`variety nudge: ${m.nudge.repeats} repeats per ${m.nudge.amount}${m.nudge.unit}`);
  const header = 'creator mira-okafor "Mira Okafor"';
  if (rnd === null) return `${[header, ...stmts].join('\n')}\n`;
  const lines: string[] = [];
  if (rnd() < 0.5) lines.push(COMMENTS[Math.floor(rnd() * COMMENTS.length)]!, '');
  for (const stmt of [header, ...shuffled(stmts, rnd)]) {
    if (rnd() < 0.3) lines.push('');
    if (rnd() < 0.2) lines.push(`${' '.repeat(Math.floor(rnd() * 3))}${COMMENTS[Math.floor(rnd() * COMMENTS.length)]!}`);
    const indent = ' '.repeat(rnd() < 0.2 ? 1 + Math.floor(rnd() * 3) : 0);
    const trailing = rnd() < 0.3 ? `${' '.repeat(1 + Math.floor(rnd() * 4))}${COMMENTS[Math.floor(rnd() * COMMENTS.length)]!}` : '';
    lines.push(`${indent}${stmt}${trailing}`);
  }
  if (rnd() < 0.5) lines.push('', '');
  return `${lines.join('\n')}\n`;
}
