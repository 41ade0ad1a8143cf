// likeness provenance extract IMAGE.png: prints the {manifest, signature} embedded in an image,
// ready to pipe into POST /api/v1/provenance/verify, and checks the image against the manifest's
// contentHash (exit 1 when the pixels no longer match). Needs no database and no key.

import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { Output } from '../output.ts';
import { CliError } from '../errors.ts';

export function registerProvenance(program: Command, output: Output): void {
  const provenance = program.command('provenance').description('read the signed manifest inside an image');
  provenance
    .command('extract')
    .description('print {manifest, signature} from a PNG (pipe it to POST /api/v1/provenance/verify); exit 1 if the image was altered')
    .argument('<image>', 'a PNG served at render.url')
    .action(async (file: string) => {
      const { readProvenance, sha256Hex } = await import('../../render/index.ts');
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (e) {
        throw new CliError('invalid_argument', `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
      }
      const found = readProvenance(bytes);
      if (!found) throw new CliError('no_provenance', `${file} carries no likeness provenance (not a PNG, or no likeness-provenance chunk)`, 1);
      output.out(JSON.stringify({ manifest: found.manifest, signature: found.signature }));
      const expected = (found.manifest as { contentHash?: unknown }).contentHash;
      const actual = sha256Hex(found.image);
      if (expected === actual) output.err(`image content matches manifest.contentHash (${actual})`);
      else {
        output.err(`image content does NOT match manifest.contentHash: the image was altered (sha256 ${actual}, manifest ${String(expected)})`);
        process.exitCode = 1;
      }
    });
}
