// The platform file's part of every program: prohibitions, adult categories and the
// verification requirements. Compiled once per platform file, merged into each creator's program.
import type { Diagnostic } from '../diagnostics/types.ts';
import type { ParsedFile } from '../language/ast.ts';
import type { TermCategory } from '../program/types.ts';
import { REALISM_TIERS, isRealism, realismRank, type Realism } from '../vocabulary.ts';
import { compileCategories } from './categories.ts';
import { compileError } from './diagnostic.ts';
import { compileRefinements } from './refinements.ts';
import { allOf } from './statements.ts';

export interface PlatformRules {
  /** Platform prohibitions in platform-file order (the spec's order). */
  prohibitions: TermCategory[];
  /** Adult categories in platform-file order; forbidden unless a creator opens them. */
  adult: TermCategory[];
  ageAssurance: boolean;
  /** Tiers that need an identity-verified requester, in REALISM_TIERS order. */
  identityTiers: Realism[];
}

export type PlatformCompilation = { ok: true; platform: PlatformRules } | { ok: false; diagnostics: Diagnostic[] };

/**
 * `require identity for TIER` covers TIER and every more realistic tier: a requirement for
 * illustrative that photoreal could escape would be absurd. Several lines are a union.
 */
export function compilePlatform(file: ParsedFile, fileName: string): PlatformCompilation {
  const refinements = compileRefinements(file, fileName, true);
  const prohibitions = compileCategories(allOf(file, 'prohibit'), 'platform', fileName, refinements.byCategory);
  const adult = compileCategories(allOf(file, 'adult'), 'adult', fileName, refinements.byCategory);
  const diagnostics = [...refinements.diagnostics, ...prohibitions.diagnostics, ...adult.diagnostics];
  let ageAssurance = false;
  const tiers = new Set<Realism>();
  for (const req of allOf(file, 'require')) {
    if (req.what.name === 'age-assurance' && req.forTier === null) {
      ageAssurance = true;
    } else if (req.what.name === 'identity' && req.forTier !== null && isRealism(req.forTier.name)) {
      const from = realismRank(req.forTier.name);
      for (const tier of REALISM_TIERS) if (realismRank(tier) >= from) tiers.add(tier);
    } else {
      diagnostics.push(compileError('unknown-requirement', `unknown requirement '${req.what.name}'`, fileName, req.loc));
    }
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  const identityTiers = REALISM_TIERS.filter((t) => tiers.has(t));
  return { ok: true, platform: { prohibitions: prohibitions.categories, adult: adult.categories, ageAssurance, identityTiers } };
}
