// Every regular expression written in src/: literals and `new RegExp(...)`/`RegExp(...)` calls,
// found by parsing the sources with the TypeScript compiler (not by grepping, which cannot tell
// a regex from a division or a string).

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SourceRegex {
  file: string;
  line: number;
  /** null when the pattern is built at run time (not a literal). */
  source: string | null;
  flags: string;
}

function* tsFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const literalText = (node: ts.Expression | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

export function regexesIn(root: string): SourceRegex[] {
  const found: SourceRegex[] = [];
  for (const file of tsFiles(root)) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node) => ({ file: path.relative(process.cwd(), file), line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const text = node.text;
        const slash = text.lastIndexOf('/');
        found.push({ ...at(node), source: text.slice(1, slash), flags: text.slice(slash + 1) });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        const [pattern, flags] = node.arguments ?? [];
        found.push({ ...at(node), source: literalText(pattern), flags: flags === undefined ? '' : (literalText(flags) ?? '') });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}
