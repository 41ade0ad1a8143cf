// `likeness policy compile FILE [--platform FILE] [--json]`: the rule program and its policyHash.

import type { Command } from 'commander';
import type { RuleProgram, RuleStep, StepOf, TermCategory } from '../../program/types.ts';
import type { RuleName } from '../../vocabulary.ts';
import { compileCreatorOrFail } from '../compile-creator.ts';
import { readPolicyFile, requireKind } from '../files.ts';
import { CliError } from '../errors.ts';
import { plural, type Output } from '../output.ts';
import { loadPlatform, PLATFORM_FLAG, type PlatformOption } from './platform.ts';

interface CompileOptions extends PlatformOption {
  json?: boolean;
}

const step = <R extends RuleName>(program: RuleProgram, rule: R): StepOf<R> =>
  program.rules.find((s: RuleStep) => s.rule === rule) as StepOf<R>;

/** `400 terms`, then what the refinements add: `1 near clause, 1 near group, 2 except phrases, age under 18`. */
function categoryCounts(c: TermCategory): string {
  const parts = [plural(c.terms.length, 'term')];
  if (c.near.length > 0) parts.push(plural(c.near.length, 'near clause'));
  if ((c.nearGroups?.length ?? 0) > 0) parts.push(plural(c.nearGroups!.length, 'near group'));
  if (c.except.length > 0) parts.push(plural(c.except.length, 'except phrase'));
  if (c.ageUnder !== null) parts.push(`age under ${c.ageUnder}`);
  return parts.join(', ');
}

/** A short human summary: what the gate will enforce for this creator. */
export function programSummary(program: RuleProgram, policyHash: string): string {
  const categories = (rule: 'platform_prohibition' | 'forbidden_depiction' | 'excluded_brand'): string =>
    step(program, rule).categories.map((c) => `${c.id} (${categoryCounts(c)})`).join(', ') || 'none';
  const { cap, nudge } = step(program, 'session_cap_reached');
  const identity = step(program, 'identity_verification_required').tiers;
  return [
    `creator:        ${program.creator.slug} "${program.creator.displayName}"`,
    `policyHash:     ${policyHash}`,
    `contexts:       ${step(program, 'context_not_permitted').allowed.join(', ') || 'none'}`,
    `realism:        up to ${step(program, 'realism_exceeds_ceiling').ceiling}`,
    `conversation:   ${step(program, 'conversation_not_licensed').licensed ? 'licensed' : 'not licensed'}`,
    `opened adult:   ${program.openedAdult.join(', ') || 'none'}`,
    `prohibitions:   ${categories('platform_prohibition')}`,
    `forbidden:      ${categories('forbidden_depiction')}`,
    `brands:         ${categories('excluded_brand')}`,
    `session cap:    ${cap ? `${cap.limit} per ${cap.window}, ${cap.enforcement}` : 'none'}`,
    `variety nudge:  ${nudge ? `${nudge.repeats} repeats per ${nudge.window}` : 'none'}`,
    `verification:   ${step(program, 'age_verification_required').required ? 'age assurance' : 'none'}${identity.length > 0 ? `; identity for ${identity.join(', ')}` : ''}`,
  ].join('\n');
}

export function runCompile(file: string, options: CompileOptions, output: Output): number {
  if (requireKind(file) !== 'creator') throw new CliError('not-a-creator-file', `${file}: compile takes a creator .boundary file`);
  const compiled = compileCreatorOrFail(loadPlatform(options), readPolicyFile(file), output);
  output.out(options.json ? JSON.stringify({ policyHash: compiled.policyHash, program: compiled.program }, null, 2) : programSummary(compiled.program, compiled.policyHash));
  return 0;
}

export function registerCompile(policy: Command, output: Output): void {
  policy
    .command('compile')
    .description('compile a creator file to its rule program and policyHash')
    .argument('<file>', 'creator .boundary file')
    .option(...PLATFORM_FLAG)
    .option('--json', 'print the program (terms included) and policyHash as JSON')
    .action((file: string, options: CompileOptions) => {
      process.exitCode = runCompile(file, options, output);
    });
}
