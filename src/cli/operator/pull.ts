// likeness policy pull SLUG [--out FILE]: the live boundary file of a creator, as the database
// holds it (the database is the source of truth once a creator publishes), so that reviewers
// can keep diffing boundary changes in git.

import { liveFilesOf } from '../../store/creator-directory.ts';
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { Output } from '../output.ts';
import { CliError } from '../errors.ts';
import type { OpenSession } from './types.ts';

interface LiveFile {
  version: number;
  source: string;
  revoked: boolean;
}

export function registerPull(program: Command, output: Output, open: OpenSession): void {
  const policy = program.commands.find((c) => c.name() === 'policy') ?? program.command('policy');
  policy
    .command('pull')
    .description("write a creator's live boundary file (from the service database) to stdout or a file")
    .argument('<slug>')
    .option('--out <file>', 'write it to this file instead of stdout')
    .action(async (slug: string, opts: { out?: string }) => {
      const rows = await open(
        (store): Promise<LiveFile[]> => liveFilesOf(store, slug),
      );
      const live = rows[0];
      if (!live) throw new CliError('creator_not_found', `no boundary set on file for "${slug}"`, 1);
      const note = `${slug} v${live.version}${live.revoked ? ' (revoked: consent withdrawn)' : ''}`;
      if (!opts.out) return output.out(live.source.replace(/\n$/, ''));
      await writeFile(opts.out, live.source.endsWith('\n') ? live.source : `${live.source}\n`);
      output.err(`${opts.out}: ${note}`);
    });
}
