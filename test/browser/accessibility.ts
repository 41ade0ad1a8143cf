// axe-core run inside the page: every browser flow calls this on each page it visits, and a
// serious or critical violation fails the test with the rule, its help text and the elements.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe (WCAG 2 A/AA rules) on the page as it is now; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Injected as a script through the DevTools protocol, not a page <script>, so the site's CSP
  // (script-src 'self') is not loosened for the test.
  await page.evaluate(await source);
  const result = (await page.evaluate(() =>
    (globalThis as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: AxeViolation[] }> }; document: unknown }).axe.run((globalThis as unknown as { document: unknown }).document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  )) as { violations: AxeViolation[] };
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
}

/** Fails with a readable list when the page has any serious or critical violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) throw new Error(`axe found ${violations.length} serious or critical violation(s) on ${where}:\n${describeViolations(violations)}`);
}
