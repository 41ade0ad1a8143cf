// Deterministic randomness for the embedded renderer: a stream of numbers drawn from SHA-256 of
// (seed, counter), so the same prompt hash always gives the same composition, on any machine.

import { createHash } from 'node:crypto';

export interface SeededStream {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

export function seededStream(seed: string): SeededStream {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const next = (): number => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(`${seed}:${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value / 0x1_0000_0000;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

/** A hue in [0, 360) from any text: the creator's own colour, stable across renders. */
export const hueOf = (text: string): number => createHash('sha256').update(text).digest().readUInt16BE(0) % 360;
