// The gate-quality figures as Markdown tables: recall per category × cue, false positives per
// kind, other languages. Counts and shares only, so the same corpus gives the same text anywhere.

import { CATEGORIES, CUES, INNOCENT_KINDS } from './corpus.ts';
import { percent, type QualityFigures, type Tally } from './evaluate.ts';

const share = (part: number, total: number): string => (total === 0 ? '–' : `${percent(part, total).toFixed(1)} %`);
const ratio = (t: Tally): string => (t.total === 0 ? '–' : `${t.hit}/${t.total}`);

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function recallTable(f: QualityFigures['prohibited']): string {
  const rows = CATEGORIES.map((c) => {
    const t = f.byCategory[c];
    return [`\`${c}\``, ...CUES.map((q) => ratio(f.byCategoryCue[c][q])), `**${share(t.hit, t.total)}**`, share(t.right, t.total)];
  });
  rows.push(['**all**', ...CUES.map((q) => `**${share(f.byCue[q].hit, f.byCue[q].total)}**`), `**${share(f.overall.hit, f.overall.total)}**`, share(f.overall.right, f.overall.total)]);
  return table(['category', ...CUES, 'recall', 'right category'], rows);
}

export function falsePositiveTable(f: NonNullable<QualityFigures['innocent']>): string {
  const rows = INNOCENT_KINDS.map((k) => [k, ratio(f.byKind[k]), share(f.byKind[k].hit, f.byKind[k].total)]);
  rows.push(['**all**', ratio(f.overall), `**${share(f.overall.hit, f.overall.total)}**`]);
  return table(['kind', 'stopped', 'false positives'], rows);
}

export function otherLanguagesTable(f: NonNullable<QualityFigures['otherLanguages']>): string {
  const rows = Object.entries(f.byLang)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([lang, t]) => [lang, ratio(t), share(t.hit, t.total)]);
  rows.push(['**prompts that should be refused**', ratio(f.refuse), `**${share(f.refuse.hit, f.refuse.total)}**`]);
  rows.push(['**prompts that could be allowed**', ratio(f.allow), share(f.allow.hit, f.allow.total)]);
  return table(['language', 'never reach the model', 'share'], rows);
}

/** The whole report section; `notes` say which corpus files or checks were missing. */
export function renderQuality(f: QualityFigures, command: string, notes: string[]): string {
  const parts = [
    `Command: \`${command}\`. Counts are of corpus lines; a line is caught when the gate refuses it with`,
    '`platform_prohibition` or `forbidden_depiction` (or the language check stops it); "right category"',
    'is the share refused under the category the line was written for.',
    '',
    `### Prohibited prompts: recall (${f.prohibited.overall.hit} of ${f.prohibited.overall.total} caught)`,
    '',
    recallTable(f.prohibited),
  ];
  if (f.innocent !== null) parts.push('', `### Innocent prompts: false positives (${f.innocent.overall.hit} of ${f.innocent.overall.total})`, '', falsePositiveTable(f.innocent));
  if (f.otherLanguages !== null) parts.push('', '### Prompts in other languages', '', otherLanguagesTable(f.otherLanguages));
  if (f.gateErrors.length > 0) parts.push('', `${f.gateErrors.length} prompts made the gate fail closed (counted as stopped).`);
  if (notes.length > 0) parts.push('', ...notes.map((n) => `- ${n}`));
  return parts.join('\n');
}
