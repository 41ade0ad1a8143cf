// A creator who allows every context, photoreal and conversation and opens no adult category, so
// only the platform file (policies/platform.policy) and its closed adult categories can refuse;
// `judge` runs one prompt through the real compiler and gate for them, and `describeProbes` makes
// the suite every probe file of test/lexicon has.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/index.ts';
import type { Decision, EnforcedBoundary } from '../../src/gate/types.ts';
import { compileValid } from '../compile/support.ts';
import { facts, request } from '../gate/support.ts';

const PLATFORM = readFileSync(new URL('../../policies/platform.policy', import.meta.url), 'utf8');

const CREATOR = `creator open-creator "Open creator"

allow contexts: portrait, fashion-editorial, fitness, cosplay, brand-endorsement,
    music-performance, gaming-avatar, seasonal-holiday, travel-lifestyle, fan-art-stylised
realism ceiling: photoreal
conversation: licensed
`;

let boundary: EnforcedBoundary | undefined;

export function judge(prompt: string): Decision {
  if (!boundary) {
    const { program, policyHash } = compileValid(CREATOR, 'open-creator.boundary', PLATFORM);
    boundary = { version: 1, policyHash, program };
  }
  return evaluate(boundary, request({ prompt, realism: 'photoreal' }), facts());
}

/** The prompts not refused under `category`, each with what the gate said instead. */
export const notRefusedAs = (category: string, prompts: readonly string[]): string[] =>
  prompts.filter((p) => judge(p).refusal?.category !== category).map((p) => `${p} => ${judge(p).refusal?.evidence ?? 'allowed'}`);

/** The prompts the gate did not allow, each with the evidence it gave. */
export const notAllowed = (prompts: readonly string[]): string[] =>
  prompts.filter((p) => judge(p).decision !== 'allow').map((p) => `${p} => ${judge(p).refusal?.evidence}`);

/** What a probe suite's tests are called: one per category of refused prompts, one for the allowed. */
export interface ProbeNames {
  refused: (category: string) => string;
  allowed: string;
}

/** A suite that refuses each category's prompts under that category and allows the innocent ones. */
export function describeProbes(title: string, refused: Record<string, readonly string[]>, allowed: readonly string[], names: ProbeNames): void {
  describe(title, () => {
    for (const [category, prompts] of Object.entries(refused)) {
      it(names.refused(category), () => {
        expect(notRefusedAs(category, prompts)).toEqual([]);
      });
    }

    it(names.allowed, () => {
      expect(notAllowed(allowed)).toEqual([]);
    });
  });
}

/** One batch of a lexicon pass's probes: its title, refused prompts by category, allowed prompts. */
export type ProbeBatch = [title: string, refused: Record<string, readonly string[]>, allowed: readonly string[]];

/** A suite per batch, named as the scene-described passes name theirs. */
export function describeBatches(batches: readonly ProbeBatch[]): void {
  for (const [title, refused, allowed] of batches) {
    describeProbes(title, refused, allowed, {
      refused: (category) => `refuses the ${category} scene described`,
      allowed: 'allows the innocent scenes that share its words',
    });
  }
}
