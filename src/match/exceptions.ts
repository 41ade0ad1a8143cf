// Exceptions: a category's innocent phrases ("kid gloves") mask that category's matches lying
// inside an occurrence of the phrase, and only there ("kid gloves and a kid" still matches the
// second "kid"). Phrases are found exactly or through inflection, never through spelling.

/** Token ranges where a phrase of some category occurs, by the category's key. */
export class MaskedSpans {
  readonly #spans = new Map<string, Array<[number, number]>>();

  add(key: string, first: number, last: number): void {
    const list = this.#spans.get(key);
    if (list === undefined) this.#spans.set(key, [[first, last]]);
    else list.push([first, last]);
  }

  /** True when [first, last] lies inside a phrase of the category with this key. */
  masks(key: string, first: number, last: number): boolean {
    const list = this.#spans.get(key);
    if (list === undefined) return false;
    for (const [from, to] of list) if (from <= first && last <= to) return true;
    return false;
  }
}

/** Categories are keyed by rule and id: a platform and a creator category may share an id. */
export const categoryKey = (rule: string, category: string): string => `${rule}\u0000${category}`;
