// likeness publish FILES|DIRS [--over-creator] [--reopen-consent] [--reason R] [--json]: platform
// file first, then creator files; exit 1 if any file was not published (the others still are:
// each file is its own transaction). Publishing over a version the creator published, or after
// the creator revoked consent, is refused unless the operator says so and why (audited).

import type { Command } from 'commander';
import { renderDiff } from '../../diff/index.ts';
import { CliError } from '../errors.ts';
import type { Output } from '../output.ts';
import { OPERATOR, type OpenSession } from './types.ts';

interface PublishFlags {
  json?: boolean;
  overCreator?: boolean;
  reopenConsent?: boolean;
  reason?: string;
}

export function registerPublish(program: Command, output: Output, open: OpenSession): void {
  program
    .command('publish')
    .description('publish platform and creator policy files to the service database (idempotent)')
    .argument('<paths...>', '.policy / .boundary files or folders holding them')
    .option('--over-creator', "replace a version the creator published (shown the diff first; needs --reason)")
    .option('--reopen-consent', 'open a new set after the creator revoked consent (audited; needs --reason)')
    .option('--reason <reason>', 'why; kept in the version history and the audit log')
    .option('--json', 'print the results as JSON')
    .action(async (paths: string[], opts: PublishFlags) => {
      // Overriding a creator's own decision is done one creator at a time, never for a whole folder.
      if ((opts.overCreator || opts.reopenConsent) && (paths.length !== 1 || !paths[0]!.endsWith('.boundary'))) {
        throw new CliError('usage', '--over-creator and --reopen-consent take exactly one creator file (.boundary)');
      }
      const { publishFiles } = await import('../../service/publish/files.ts');
      const options = { as: 'operator' as const, overCreator: opts.overCreator, reopenConsent: opts.reopenConsent, reason: opts.reason };
      const results = await open((store) => publishFiles(store, paths, OPERATOR, options));
      if (opts.json) output.out(JSON.stringify(results, null, 2));
      else {
        for (const r of results) {
          if (!r.ok) {
            const diff = r.diff ? [`  what publishing ${r.fileName} would change:`, ...renderDiff(r.diff).split('\n').map((l) => `    ${l}`)] : [];
            output.err([`${r.fileName}: NOT published: ${r.message}`, ...r.problems.map((p) => `  ${p.replaceAll('\n', '\n  ')}`), ...diff].join('\n'));
          } else if (r.kind === 'platform')
            output.out(`${r.fileName}: platform v${r.version} ${r.status}${r.reversioned.length ? `; re-versioned ${r.reversioned.map((x) => `${x.slug} v${x.version}`).join(', ')}` : ''}`);
          else output.out(`${r.fileName}: ${r.slug} v${r.version} ${r.status}${r.reopensConsent ? ' (consent reopened)' : ''} (${r.policyHash.slice(0, 12)})`);
        }
      }
      if (results.some((r) => !r.ok)) process.exitCode = 1;
    });
}
