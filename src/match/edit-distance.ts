// Damerau-Levenshtein distance in its optimal-string-alignment form (insert, delete, substitute,
// transpose adjacent letters), the distance Lucene's fuzzy queries use, stopped early once it
// exceeds a bound.

/** The distance between a and b, or bound + 1 when it is larger than bound. */
export function editDistance(a: string, b: string, bound: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > bound) return bound + 1;
  // Three rows: the one before last (for transpositions), the last and the current.
  let before = new Array<number>(m + 1).fill(0);
  let last = Array.from({ length: m + 1 }, (_, j) => j);
  let row = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > bound) return bound + 1;
    [before, last, row] = [last, row, before];
  }
  return Math.min(last[m]!, bound + 1);
}
