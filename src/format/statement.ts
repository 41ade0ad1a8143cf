// The canonical spelling of each statement: a head and the comma-separated items that follow it.

import type { Duration, ExpectField, Num, Statement, Str } from '../language/ast.ts';

export interface StatementText {
  /** Everything before the first list item, e.g. `forbid alcohol "Alcohol": ` */
  head: string;
  /** List items, joined with ", " (and wrapped after a comma when long). */
  items: string[];
}

/** Strings re-quoted canonically: only `"` and `\` are escaped. */
export const quote = (s: Str): string => `"${s.value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

// Numbers are re-spelt from their digits (leading zeros dropped), never through a float.
const digits = (raw: string): string => raw.replace(/^0+(?=\d)/, '');
const number = (n: Num, source: string): string => digits(source.slice(n.loc.start.offset, n.loc.end.offset));
const duration = (d: Duration): string => digits(d.raw);
const field = (f: ExpectField): string => `${f.name.name} ${'value' in f.value ? quote(f.value) : f.value.name}`;

function withList(head: string, items: string[]): StatementText {
  return items.length === 0 ? { head: head.trimEnd(), items } : { head, items };
}

export function statementText(s: Statement, source: string): StatementText {
  switch (s.kind) {
    case 'creator':
      return { head: `creator ${s.slug.name} ${quote(s.displayName)}`, items: [] };
    case 'allow-contexts':
      return withList('allow contexts: ', s.contexts.map((c) => c.name));
    case 'realism-ceiling':
      return { head: `realism ceiling: ${s.tier.name}`, items: [] };
    case 'conversation':
      return { head: `conversation: ${s.licensed ? 'licensed' : 'not licensed'}`, items: [] };
    case 'open-adult':
      return withList('open adult: ', s.categories.map((c) => c.name));
    case 'forbid':
      return withList(`forbid ${s.id.name} ${quote(s.label)}: `, s.terms.map(quote));
    case 'exclude-brand':
      return withList(`exclude brand ${s.id.name} ${quote(s.label)}: `, s.terms.map(quote));
    case 'prohibit':
      return withList(`prohibit ${s.id.name} ${quote(s.label)}: `, s.terms.map(quote));
    case 'adult':
      return withList(`adult ${s.id.name} ${quote(s.label)}: `, s.terms.map(quote));
    case 'session-cap':
      return { head: 'session cap: ', items: [`${number(s.limit, source)} per ${duration(s.window)}`, s.enforcement.name] };
    case 'variety-nudge':
      return { head: `variety nudge: ${number(s.repeats, source)} repeats per ${duration(s.window)}`, items: [] };
    case 'expect': {
      const rule = s.rule === null ? '' : ` ${s.rule.name}${s.category === null ? '' : ` ${s.category.name}`}`;
      return withList(`expect ${s.outcome.name}${rule}: `, s.fields.map(field));
    }
    case 'require':
      return { head: `require ${s.what.name}${s.forTier === null ? '' : ` for ${s.forTier.name}`}`, items: [] };
    case 'describe':
      return { head: `describe ${s.category.name} ${quote(s.description)}`, items: [] };
    case 'near': {
      // One list whose middle item holds ` near `, so a long clause wraps after a comma like any list.
      const within = s.within === null ? '' : ` within ${number(s.within, source)}`;
      if ('group' in s) {
        const group = s.group.map(quote);
        if (group.length === 0) return { head: `near ${s.category.name}: any two of${within}`, items: [] };
        group[group.length - 1] += within;
        return { head: `near ${s.category.name}: any two of `, items: group };
      }
      const left = s.left.map(quote);
      const right = s.right.map(quote);
      const middle = [left.pop(), 'near', right.shift()].filter((x) => x !== undefined).join(' ');
      const items = [...left, middle, ...right];
      items[items.length - 1] += within;
      return { head: `near ${s.category.name}: `, items };
    }
    case 'except':
      return withList(`except ${s.category.name}: `, s.phrases.map(quote));
    case 'age':
      return { head: `age ${s.category.name}: under ${number(s.under, source)}`, items: [] };
  }
}
