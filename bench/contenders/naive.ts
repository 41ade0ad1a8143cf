// Baseline: lower-case the prompt, then String.includes per term (a stem's `*` dropped).
// No word boundaries and no normalisation: cheaper per term than a real gate, but linear in N.

import type { Contender } from './types.ts';

export const naive: Contender = {
  name: 'naive includes',
  description: 'prompt.toLowerCase() then `includes` per term',
  prepare(terms) {
    const needles = terms.map((t) => t.replace(/\*$/, '').toLowerCase());
    return {
      check(prompt) {
        const text = prompt.toLowerCase();
        for (const needle of needles) if (text.includes(needle)) return true;
        return false;
      },
    };
  },
};
