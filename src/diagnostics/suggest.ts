// "did you mean …?" suggestions: the closest known name by edit distance, if it is close enough.

/** Optimal-string-alignment distance: Levenshtein plus adjacent transpositions ("protrait"). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known name nearest to `name`, or null when nothing is within a third of its length (at least 2 edits allowed) or a prefix of it. */
export function closest(name: string, known: readonly string[]): string | null {
  const lower = name.toLowerCase();
  const budget = Math.max(2, Math.floor(name.length / 3));
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    // A truncated or extended spelling ("blocking", "deceptive-news") is as good as one typo.
    const [shorter, longer] = lower.length <= candidate.length ? [lower, candidate] : [candidate, lower];
    const prefix = shorter.length >= 3 && longer.startsWith(shorter);
    const distance = prefix ? 1 : editDistance(lower, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== null && bestDistance <= budget ? best : null;
}

/** "did you mean 'x'?" or undefined, ready for Diagnostic.suggestion. */
export function didYouMean(name: string, known: readonly string[]): string | undefined {
  const match = closest(name, known);
  return match === null || match === name ? undefined : `did you mean '${match}'?`;
}
