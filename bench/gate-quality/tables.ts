// The gate-quality figures as Markdown tables: recall per category × cue, false positives per
// kind, other languages. Counts and shares only, so the same corpus gives the same text anywhere.

import { CATEGORIES, CUES } from './corpus.ts';
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
  const rows = Object.entries(f.byKind)
    .filter(([, t]) => t.total > 0)
    .map(([k, t]) => [k, ratio(t), share(t.hit, t.total)]);
  rows.push(['**all**', ratio(f.overall), `**${share(f.overall.hit, f.overall.total)}**`]);
  return table(['kind', 'stopped', 'false positives'], rows);
}

export function otherLanguagesTable(f: NonNullable<QualityFigures['otherLanguages']>): string {
  const cells = (t: Tally): string[] => [ratio(t), share(t.hit, t.total)];
  const rows = Object.entries(f.byLang)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([lang, t]) => [lang, ...cells(t.refuse), ...cells(t.allow)]);
  rows.push(['**all**', ratio(f.refuse), `**${share(f.refuse.hit, f.refuse.total)}**`, ...cells(f.allow)]);
  return table(['language', 'to refuse: stopped', 'share', 'to allow: stopped', 'share'], rows);
}

export function otherLanguageCategoryTable(f: NonNullable<QualityFigures['otherLanguages']>): string {
  const rows = Object.entries(f.byCategory)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, t]) => [`\`${category}\``, ratio(t), share(t.hit, t.total), share(t.right, t.total)]);
  return table(['category', 'stopped', 'share', 'right category'], rows);
}

/** The whole report section; `notes` say which corpus files or checks were missing. */
export function renderQuality(f: QualityFigures, command: string, notes: string[]): string {
  const parts = [
    `Command: \`${command}\`.`,
    '',
    'Counts are of corpus lines. A prohibited line is caught when the gate refuses it with',
    '`platform_prohibition` or `forbidden_depiction` (or the language check stops it); "right',
    'category" is the share refused under the category the line was written for.',
    '',
    `### Prohibited prompts: recall (${f.prohibited.overall.hit} of ${f.prohibited.overall.total} caught)`,
    '',
    recallTable(f.prohibited),
  ];
  if (f.innocent !== null) parts.push('', `### Innocent prompts: false positives (${f.innocent.overall.hit} of ${f.innocent.overall.total})`, '', falsePositiveTable(f.innocent));
  if (f.otherLanguages !== null) {
    const o = f.otherLanguages;
    parts.push('', `### Prompts in other languages: ${o.refuse.hit} of ${o.refuse.total} to refuse never reach the model`, '');
    parts.push(`Stopped by the language check: ${o.byLanguageCheck}. "To allow" lines are innocent; stopping them is the price of refusing what the gate cannot read.`, '');
    parts.push(otherLanguagesTable(o), '', otherLanguageCategoryTable(o));
  }
  if (f.gateErrors.length > 0) parts.push('', `${f.gateErrors.length} prompts made the gate fail closed (counted as stopped).`);
  const allNotes = [...notes, ...f.notes];
  if (allNotes.length > 0) parts.push('', ...allNotes.map((n) => `- ${n}`));
  return parts.join('\n');
}
