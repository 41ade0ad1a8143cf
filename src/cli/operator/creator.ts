// likeness creator list | activate SLUG | suspend SLUG  [--json]

import type { Command } from 'commander';
import type { Output } from '../output.ts';
import type { CreatorState } from '../../vocabulary.ts';
import { failWith } from './fail.ts';
import { OPERATOR, type OpenSession } from './types.ts';

export function registerCreator(program: Command, output: Output, open: OpenSession): void {
  const creator = program.command('creator').description('list creators and set their activity (active creators are listed and can be generated)');
  creator
    .command('list')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const { listCreators } = await import('../../store/creator-status.ts');
      const rows = await open((store) => listCreators(store));
      if (opts.json) return output.out(JSON.stringify(rows, null, 2));
      if (rows.length === 0) return output.out('no creators (publish policies first)');
      for (const r of rows) output.out(`${r.slug.padEnd(24)} ${r.status.padEnd(10)} v${r.version ?? '-'}  ${r.displayName}`);
    });
  const setter = (name: string, status: CreatorState, description: string) =>
    creator
      .command(name)
      .description(description)
      .argument('<slug>')
      .option('--json', 'print JSON')
      .action(async (slug: string, opts: { json?: boolean }) => {
        const { setCreatorStatus } = await import('../../store/creator-status.ts');
        const r = await open((store) => setCreatorStatus(store, slug, status, OPERATOR));
        if (!r.ok) failWith(r);
        output.out(opts.json ? JSON.stringify(r.value, null, 2) : `${slug}: ${r.value.previous} -> ${r.value.status}`);
      });
  setter('activate', 'active', 'list the creator and allow generation');
  setter('suspend', 'suspended', 'unlist the creator; requests are refused with creator_unavailable');
}
