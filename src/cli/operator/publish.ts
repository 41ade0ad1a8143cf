// likeness publish FILES|DIRS [--json]: platform file first, then creator files; exit 1 if any
// file was not published (the others still are: each file is its own transaction).

import type { Command } from 'commander';
import type { Output } from '../output.ts';
import { OPERATOR, type OpenSession } from './types.ts';

export function registerPublish(program: Command, output: Output, open: OpenSession): void {
  program
    .command('publish')
    .description('publish platform and creator policy files to the service database (idempotent)')
    .argument('<paths...>', '.policy / .boundary files or folders holding them')
    .option('--json', 'print the results as JSON')
    .action(async (paths: string[], opts: { json?: boolean }) => {
      const { publishFiles } = await import('../../service/publish/files.ts');
      const results = await open((em) => publishFiles(em, paths, OPERATOR));
      if (opts.json) output.out(JSON.stringify(results, null, 2));
      else {
        for (const r of results) {
          if (!r.ok) output.err([`${r.fileName}: NOT published: ${r.message}`, ...r.problems.map((p) => `  ${p.replaceAll('\n', '\n  ')}`)].join('\n'));
          else if (r.kind === 'platform')
            output.out(`${r.fileName}: platform v${r.version} ${r.status}${r.reversioned.length ? `; re-versioned ${r.reversioned.map((x) => `${x.slug} v${x.version}`).join(', ')}` : ''}`);
          else output.out(`${r.fileName}: ${r.slug} v${r.version} ${r.status} (${r.policyHash.slice(0, 12)})`);
        }
      }
      if (results.some((r) => !r.ok)) process.exitCode = 1;
    });
}
