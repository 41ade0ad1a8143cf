// Layout-only mutations of a valid boundary file, for the fmt property test: list items (near
// sides and except phrases too) shuffled and spread over continuation lines, indentation, extra spaces, blank lines and
// comments added. None of them may change the compiled program.

import type { Ident, Statement, Str } from '../../src/language/ast.ts';
import { parsePolicy } from '../../src/parse/index.ts';

export type Random = () => number;

const quote = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const pickInt = (rand: Random, n: number): number => Math.floor(rand() * n);

function shuffle<T>(rand: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pickInt(rand, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Items joined by commas, sometimes broken onto indented continuation lines. */
function layoutList(rand: Random, items: string[]): string {
  return items
    .map((item, i) => (i === 0 ? item : rand() < 0.3 ? `,\n${' '.repeat(1 + pickInt(rand, 8))}${item}` : `,${' '.repeat(1 + pickInt(rand, 2))}${item}`))
    .join('');
}

const idents = (rand: Random, xs: Ident[]): string => layoutList(rand, shuffle(rand, xs.map((x) => x.name)));
const terms = (rand: Random, xs: Str[]): string => layoutList(rand, shuffle(rand, xs.map((x) => quote(x.value))));

/** The statement rewritten with its list shuffled, or null to keep the original text. */
function rewrite(rand: Random, s: Statement): string | null {
  switch (s.kind) {
    case 'allow-contexts':
      return `allow contexts:  ${idents(rand, s.contexts)}`;
    case 'open-adult':
      return `open adult: ${idents(rand, s.categories)}`;
    case 'forbid':
      return `forbid ${s.id.name}  ${quote(s.label.value)}: ${terms(rand, s.terms)}`;
    case 'exclude-brand':
      return `exclude brand ${s.id.name} ${quote(s.label.value)}:${' '.repeat(1 + pickInt(rand, 3))}${terms(rand, s.terms)}`;
    case 'near': {
      // Either side shuffled; a default window sometimes written out.
      const within = s.within !== null ? ` within ${s.within.value}` : rand() < 0.5 ? ' within 8' : '';
      if ('group' in s) return `near ${s.category.name}: any  two of ${terms(rand, s.group)}${within}`;
      return `near ${s.category.name}:  ${terms(rand, s.left)}  near ${terms(rand, s.right)}${within}`;
    }
    case 'except':
      return `except ${s.category.name}: ${terms(rand, s.phrases)}`;
    default:
      return null;
  }
}

export function mutateBoundary(source: string, fileName: string, rand: Random): string {
  const { file } = parsePolicy(source, fileName);
  const out: string[] = [];
  for (const line of file.lines) {
    if (rand() < 0.15) out.push('');
    if (rand() < 0.1) out.push(`${' '.repeat(pickInt(rand, 4))}# a comment the formatter must keep out of the program`);
    const text = source.slice(line.loc.start.offset, line.loc.end.offset);
    if (line.kind !== 'statement') {
      out.push(text);
      continue;
    }
    const body = rewrite(rand, line.statement) ?? source.slice(line.statement.loc.start.offset, line.statement.loc.end.offset);
    const indent = line.statement.kind === 'creator' ? '' : ' '.repeat(pickInt(rand, 3));
    const comment = line.comment !== null ? ` #${line.comment}` : rand() < 0.1 ? '   # note' : '';
    out.push(`${indent}${body}${comment}`);
  }
  return `${out.join('\n')}\n`;
}
