// Every creator's matcher shares the platform file's part (its trie and spelling index are built
// once and copied): it must find exactly what a matcher built from scratch finds, on prompts made
// of both files' terms, misspelled, inflected and combined, whatever was built before it.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileBoundary } from '../../src/compile/index.ts';
import { matcherInputOf } from '../../src/gate/index.ts';
import { buildMatcher, type MatcherInput, type TermMatch } from '../../src/match/index.ts';

const platform = { fileName: 'policies/platform.policy', source: readFileSync('policies/platform.policy', 'utf8') };
const inputOf = (slug: string): MatcherInput => {
  const compiled = compileBoundary({ platform, creator: { fileName: `policies/creators/${slug}.boundary`, source: readFileSync(`policies/creators/${slug}.boundary`, 'utf8') } });
  if (!compiled.ok) throw new Error(`${slug} does not compile`);
  return matcherInputOf(compiled.program);
};

const mira = inputOf('mira-okafor');
// A creator of long words (spelling tolerance reaches them), stems, clauses and exceptions.
// It also repeats a platform term, so that its patterns end where the platform's do.
const platformTerm = mira.entries.find((e) => !e.stem && /^[a-z ]+$/.test(e.term))!.term;
const ownFile = (slug: string, extra: string) => {
  const source = [
    `creator ${slug} "Own Words"`,
    'allow contexts: portrait',
    `forbid rivalry "Rivalry": "championship trophy", "floodlights", "stadium*", "scoreboard", ${JSON.stringify(platformTerm)}${extra}`,
    'near rivalry: "penalty", "referee" near "controversy", "scandalous" within 3',
    'except rivalry: "scoreboard operator"',
    'exclude brand fizz "Fizz": "fizzington", "sparklewater"',
    '',
  ].join('\n');
  const compiled = compileBoundary({ platform, creator: { fileName: `${slug}.boundary`, source } });
  if (!compiled.ok) throw new Error(compiled.diagnostics.map((d) => d.message).join('; '));
  return matcherInputOf(compiled.program);
};
const own = ownFile('own-words', '');
const ownMore = ownFile('own-more', ', "aardvark hunting", "grandstand"');
const sam = inputOf('sam-reyes');
const scratch = (input: MatcherInput) => buildMatcher(input.entries, { ...input.options, shared: undefined });
const view = (matches: TermMatch[]) => matches.map((m) => [m.entry.rule, m.entry.category, m.entry.term, m.how, m.start, m.end]);

/** Words of the terms, near parts and exception phrases of both files. */
const words = [...new Set([mira, sam, own, ownMore].flatMap((input) => [
  ...input.entries.map((e) => e.term),
  ...(input.options.near ?? []).flatMap((c) => [...c.left, ...c.right].map((t) => t.term)),
  ...(input.options.except ?? []).map((e) => e.phrase.term),
]).map((t) => t.replace(/\*$/, '')))];
const misspelt = fc.tuple(fc.constantFrom(...words), fc.nat(), fc.constantFrom('', 'e', 'x', 'ss')).map(([w, at, put]) => {
  const k = w.length === 0 ? 0 : at % w.length;
  return w.slice(0, k) + put + w.slice(k + 1);
});
const piece = fc.oneof(fc.constantFrom(...words), fc.constantFrom(...words).map((w) => `${w}s`), fc.constantFrom(...words).map((w) => `${w}ed`), misspelt, fc.constantFrom('the', 'a', 'portrait', 'with', 'and', 'studio'));
const prompt = fc.array(piece, { minLength: 1, maxLength: 14 }).map((parts) => parts.join(' '));

describe('a matcher sharing the platform part', () => {
  it('shares a leading part: the platform categories come first', () => {
    expect(mira.options.shared!.entries).toBeGreaterThan(0);
    expect(mira.options.shared!.entries).toBeLessThan(mira.entries.length);
    expect(mira.entries.slice(0, mira.options.shared!.entries).every((e) => e.rule === 'platform_prohibition' || e.rule === 'forbidden_depiction')).toBe(true);
  });

  it('finds what a matcher built from scratch finds', () => {
    // Sam's matcher first, so that Mira's is built from the shared part another creator made.
    const shared = [buildMatcher(sam.entries, sam.options), buildMatcher(mira.entries, mira.options), buildMatcher(own.entries, own.options), buildMatcher(ownMore.entries, ownMore.options)];
    // A program read back from storage shares nothing by identity: its part is found by content.
    const stored = structuredClone(mira);
    shared.push(buildMatcher(stored.entries, stored.options));
    const fresh = [scratch(sam), scratch(mira), scratch(own), scratch(ownMore), scratch(mira)];
    fc.assert(
      fc.property(prompt, (text) => {
        for (let i = 0; i < shared.length; i++) {
          expect(view(shared[i]!.scanText(text).matches)).toEqual(view(fresh[i]!.scanText(text).matches));
        }
      }),
      { numRuns: 400 },
    );
  });
});
