// likeness takedown list [--status S] | show ID | action ID ACTION --reason R | dismiss ID --reason R
// (all with --json). The same queue and the same closing rules as the reviewer API; the actor is
// `operator:cli`.

import { Argument, Option, type Command } from 'commander';
import type { Output } from '../output.ts';
import type { TakedownState } from '../../store/orm/entities/takedown.ts';
import type { TakedownView } from '../../takedown/view.ts';
import { CliError } from '../errors.ts';
import { failWith } from './fail.ts';
import { OPERATOR, type OpenSession } from './types.ts';

// Kept here rather than imported from the entity so that `likeness --help` loads no ORM code.
const STATES = ['open', 'actioned', 'dismissed', 'all'] as const satisfies readonly (TakedownState | 'all')[];
const ACTIONS = ['revoke-generation', 'revoke-creator'] as const;

const services = async () => ({
  ...(await import('../../store/takedown-queue.ts')),
  ...(await import('../../takedown/resolve.ts')),
  ...(await import('../../takedown/action.ts')),
});

const count = (text: string): number => {
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new CliError('invalid_argument', `not a positive whole number: ${text}`);
  return Number(text);
};

const line = (t: TakedownView): string =>
  `${t.id}  ${t.status.padEnd(9)} ${t.overdue ? 'OVERDUE ' : '        '}due ${t.dueAt}  ${t.kind.padEnd(15)} ${t.creator ?? '-'} ${t.generationId ?? '-'}`;

function details(t: TakedownView): string {
  const lines = [line(t), `received ${t.receivedAt}; reporter ${t.reporterEmail ?? '(no email)'}`, ...t.referenceFlags.map((f) => `check first: ${f}`), `detail: ${t.detail}`];
  if (t.resolution) lines.push(`${t.resolution.action} by ${t.resolution.by} at ${t.resolution.at}: ${t.resolution.reason}`, `result: ${JSON.stringify(t.resolution.detail)}`);
  return lines.join('\n');
}

export function registerTakedown(program: Command, output: Output, open: OpenSession): void {
  const takedown = program.command('takedown').description('work the takedown queue: list, show, action (revoke licences) or dismiss');
  const print = (t: TakedownView, json?: boolean) => output.out(json ? JSON.stringify(t, null, 2) : details(t));
  takedown
    .command('list')
    .description('the queue: overdue first, then by due time')
    .addOption(new Option('--status <status>', 'which reports').choices([...STATES]).default('open'))
    .option('--limit <n>', 'at most this many', count, 100)
    .option('--json', 'print JSON')
    .action(async (o: { status: (typeof STATES)[number]; limit: number; json?: boolean }) => {
      const { listTakedowns } = await services();
      const rows = await open((store) => listTakedowns(store, { status: o.status === 'all' ? undefined : o.status, limit: o.limit, offset: 0 }));
      if (o.json) return output.out(JSON.stringify(rows, null, 2));
      if (rows.length === 0) return output.out(`no ${o.status === 'all' ? '' : `${o.status} `}takedowns`);
      for (const t of rows) output.out(line(t));
    });
  takedown
    .command('show')
    .argument('<id>', 'tdn_…')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { json?: boolean }) => {
      const { getTakedown } = await services();
      const r = await open((store) => getTakedown(store, id));
      if (!r.ok) failWith(r);
      print(r.value, o.json);
    });
  takedown
    .command('action')
    .description("revoke the reported generation's licence, or every licence of the reported creator (audited)")
    .argument('<id>', 'tdn_…')
    .addArgument(new Argument('<action>', 'what to revoke').choices([...ACTIONS]))
    .requiredOption('--reason <reason>', 'why; kept with the takedown and in the audit log')
    .option('--generation <id>', "revoke-generation: the generation, when not the report's own")
    .option('--creator <slug>', "revoke-creator: the creator, when not the report's own")
    .option('--json', 'print JSON')
    .action(async (id: string, action: (typeof ACTIONS)[number], o: { reason: string; generation?: string; creator?: string; json?: boolean }) => {
      const { actionTakedown } = await services();
      const r = await open((store) => actionTakedown(store, id, { action, reason: o.reason, actor: OPERATOR, generationId: o.generation, creator: o.creator }));
      if (!r.ok) failWith(r);
      print(r.value, o.json);
    });
  takedown
    .command('dismiss')
    .description('close a report without action (audited)')
    .argument('<id>', 'tdn_…')
    .requiredOption('--reason <reason>', 'why; kept with the takedown and in the audit log')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { reason: string; json?: boolean }) => {
      const { dismissTakedown } = await services();
      const r = await open((store) => dismissTakedown(store, id, o.reason, OPERATOR));
      if (!r.ok) failWith(r);
      print(r.value, o.json);
    });
}
