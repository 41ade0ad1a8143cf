// likeness creator revoke-consent SLUG --reason R | creator link SLUG EMAIL
//          licence revoke GENERATION_ID --reason R              (all with --json)

import type { Command } from 'commander';
import type { Output } from '../output.ts';
import { failWith } from './fail.ts';
import { OPERATOR, type OpenSession } from './types.ts';

const services = async () => ({ ...(await import('../../store/licences.ts')), ...(await import('../../store/account-authority.ts')) });

/** Adds to the `creator` group registered before it (or makes one), and adds the `licence` group. */
export function registerRevocation(program: Command, output: Output, open: OpenSession): void {
  const creator = program.commands.find((c) => c.name() === 'creator') ?? program.command('creator');
  creator
    .command('revoke-consent')
    .description("revoke the creator's current boundary set and every licence issued for them (audited)")
    .argument('<slug>')
    .requiredOption('--reason <reason>', 'why; kept with the revocation')
    .option('--json', 'print JSON')
    .action(async (slug: string, o: { reason: string; json?: boolean }) => {
      const { revokeConsent } = await services();
      const r = await open((store) => revokeConsent(store, slug, o.reason, OPERATOR));
      if (!r.ok) failWith(r);
      const v = r.value;
      if (o.json) return output.out(JSON.stringify(v, null, 2));
      output.out(
        v.alreadyRevoked
          ? `${slug}: boundary set v${v.version} was already revoked at ${v.revokedAt}; ${v.licencesRevoked} more licence(s) revoked`
          : `${slug}: boundary set v${v.version} revoked at ${v.revokedAt}; ${v.licencesRevoked} licence(s) revoked. Requests are now refused with consent_revoked; publishing a boundary file opens a new set.`,
      );
    });
  creator
    .command('link')
    .description("link an account to the creator (gives it the creator role: it may revoke the creator's consent and licences)")
    .argument('<slug>')
    .argument('<email>')
    .option('--json', 'print JSON')
    .action(async (slug: string, email: string, o: { json?: boolean }) => {
      const { linkCreatorAccount } = await services();
      const r = await open((store) => linkCreatorAccount(store, slug, email, OPERATOR));
      if (!r.ok) failWith(r);
      output.out(o.json ? JSON.stringify(r.value, null, 2) : `${r.value.email} (${r.value.accountId}) now speaks for ${slug}`);
    });
  const licence = program.command('licence').description('revoke the licence of a single generation');
  licence
    .command('revoke')
    .description('revoke one licence; the manifest stays intact and lookups show licensed: false (audited)')
    .argument('<generationId>', 'gen_…')
    .requiredOption('--reason <reason>', 'why; kept with the revocation')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { reason: string; json?: boolean }) => {
      const { revokeLicence } = await services();
      const r = await open((store) => revokeLicence(store, id, o.reason, OPERATOR));
      if (!r.ok) failWith(r);
      const v = r.value;
      output.out(o.json ? JSON.stringify(v, null, 2) : v.changed ? `${id}: licence revoked at ${v.revokedAt}` : `${id}: licence was already revoked at ${v.revokedAt} (${v.reason})`);
    });
}
