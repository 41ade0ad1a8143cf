// Random refinements (describe, near, except, age) for the property tests, and how to write
// them: canonically, or with layout noise that must not change the meaning (`within 8` written
// or left to the default, terms shuffled and repeated, clauses reordered, an except list split
// over two lines).
import fc from 'fast-check';

export const NEAR_WORDS = ['zip ties', 'duct tape', 'ransom', 'hostage', 'rope', 'van', 'balaclava', 'vault'];
export const DEFAULT_WITHIN = 8;

export interface NearModel {
  left: string[];
  right: string[];
  within: number;
}
export interface RefinementModel {
  description: string | null;
  near: NearModel[];
  except: string[];
}

const sideArb = (words: readonly string[]) => fc.uniqueArray(fc.constantFrom(...words), { minLength: 1, maxLength: 3 });
export const nearArb = (words: readonly string[]): fc.Arbitrary<NearModel> =>
  fc.record({ left: sideArb(words), right: sideArb(words), within: fc.oneof(fc.constant(DEFAULT_WITHIN), fc.integer({ min: 1, max: 50 })) });
const DESCRIPTIONS = ['Anything said "off the record", or implied.', 'Drinks, bars & pubs', 'What the agency asked for; see the contract'];

export const refinementArb = (words: readonly string[]): fc.Arbitrary<RefinementModel> =>
  fc.record({
    description: fc.option(fc.constantFrom(...DESCRIPTIONS), { nil: null }),
    // Unique as the compiler reads them, so removing one always changes the meaning.
    near: fc.uniqueArray(nearArb(words), { maxLength: 2, selector: (n) => `${JSON.stringify([...n.left].sort())}|${JSON.stringify([...n.right].sort())}|${n.within}` }),
    except: fc.uniqueArray(fc.constantFrom(...words.map((w) => `${w} cake`)), { maxLength: 3 }),
  });

export const NO_REFINEMENT: RefinementModel = { description: null, near: [], except: [] };

function shuffled<T>(items: readonly T[], rnd: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const quoted = (terms: readonly string[]): string => terms.map((t) => JSON.stringify(t)).join(', ');

function side(terms: readonly string[], rnd: (() => number) | null): string {
  if (rnd === null) return quoted(terms);
  const written = shuffled(terms, rnd);
  if (rnd() < 0.3) written.push(written[0]!);
  return written.map((t) => JSON.stringify(t)).reduce((acc, t) => `${acc},${rnd() < 0.3 ? '\n    ' : ' '}${t}`);
}

/** The refinement statements of one category; seedless (rnd null) is the canonical spelling. */
export function refinementLines(id: string, r: RefinementModel, rnd: (() => number) | null): string[] {
  const lines: string[] = [];
  if (r.description !== null) lines.push(`describe ${id} ${JSON.stringify(r.description)}`);
  for (const n of r.near) {
    const spellDefault = rnd !== null && rnd() < 0.5;
    const within = n.within === DEFAULT_WITHIN && !spellDefault ? '' : ` within ${n.within}`;
    lines.push(`near ${id}: ${side(n.left, rnd)} near ${side(n.right, rnd)}${within}`);
  }
  if (r.except.length > 0) {
    const split = rnd !== null && r.except.length > 1 && rnd() < 0.4;
    if (split) lines.push(`except ${id}: ${side(r.except.slice(0, 1), rnd)}`, `except ${id}: ${side(r.except.slice(1), rnd)}`);
    else lines.push(`except ${id}: ${side(r.except, rnd)}`);
  }
  return lines;
}

/** Refinements of the platform file: the criminal-context combinations and the minors age bound. */
export interface PlatformRefinementModel {
  criminal: RefinementModel;
  ageUnder: number | null;
}

export const platformRefinementArb: fc.Arbitrary<PlatformRefinementModel> = fc.record({
  criminal: refinementArb(NEAR_WORDS),
  ageUnder: fc.option(fc.integer({ min: 1, max: 150 }), { nil: null }),
});

/** `base` with the refinement lines appended, shuffled among comments and blank lines by `rnd`. */
export function withPlatformRefinements(base: string, p: PlatformRefinementModel, rnd: (() => number) | null): string {
  const lines = refinementLines('criminal-context', p.criminal, rnd);
  if (p.ageUnder !== null) lines.push(`age minors-context: under ${rnd !== null && rnd() < 0.3 ? '0' : ''}${p.ageUnder}`);
  const written = rnd === null ? lines : shuffled(lines, rnd).flatMap((l) => (rnd() < 0.3 ? ['', '# reviewed', l] : [l]));
  return `${base}${written.join('\n')}\n`;
}
