// `likeness policy explain CREATOR_FILE --context C --prompt P [--realism R] [--mode M] [--json]`
// and `--batch FILE.jsonl`: what the gate decides for a request, judged for a fully verified
// requester with credit (the same facts as `expect` lines), and why.

import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { evaluate } from '../../gate/index.ts';
import type { EnforcedBoundary, GateFacts } from '../../gate/types.ts';
import { normalise } from '../../match/index.ts';
import { unreadableRequest } from '../../service/judge/language.ts';
import type { Failure } from '../../kernel/outcome.ts';
import { compileCreatorOrFail } from '../compile-creator.ts';
import { CliError } from '../errors.ts';
import { readPolicyFile, requireKind } from '../files.ts';
import type { Output } from '../output.ts';
import { parseBatchLine, parseExplainRequest } from './explain-request.ts';
import { renderExplanation } from './explain-render.ts';
import { explainFacts } from './explain-facts.ts';
import { refinementLines } from './explain-refinements.ts';
import { renderMatches } from './explain-matches.ts';
import { loadPlatform, PLATFORM_FLAG, type PlatformOption } from './platform.ts';

interface ExplainOptions extends PlatformOption {
  context?: string;
  prompt?: string;
  realism?: string;
  mode?: string;
  reference?: string;
  json?: boolean;
  batch?: string;
  facts?: string;
}

/** Every line of a JSONL file becomes one JSON line out: a decision, or an error for that line. */
/** What the API would answer (400 problem+json) for a request in a language the gate does not read. */
const problemOf = (f: Failure) => ({ status: 400, code: f.code, detail: f.message, errors: f.fields ?? [] });

function renderUnreadable(f: Failure): string {
  return [`decision:   not judged: 400 ${f.code} (before the gate; nothing recorded or charged)`, `detail:     ${f.message}`, ...(f.fields ?? []).map((e) => `field:      ${e.pointer}: ${e.message}`)].join('\n');
}

export function explainBatch(boundary: EnforcedBoundary, facts: GateFacts, text: string, output: Output): void {
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const line = index + 1;
    const parsed = parseBatchLine(raw);
    if (!parsed.ok) {
      output.out(JSON.stringify({ line, error: parsed.error }));
      return;
    }
    const unreadable = unreadableRequest(boundary.program, parsed.request);
    output.out(JSON.stringify(unreadable !== null ? { line, problem: problemOf(unreadable) } : { line, ...evaluate(boundary, parsed.request, facts) }));
  });
}

export function runExplain(file: string, options: ExplainOptions, output: Output): number {
  if (requireKind(file) !== 'creator') throw new CliError('not-a-creator-file', `${file}: explain takes a creator .boundary file`);
  const facts = explainFacts(options.facts);
  const compiled = compileCreatorOrFail(loadPlatform(options), readPolicyFile(file), output);
  // version 0: a local file is not a published version.
  const boundary: EnforcedBoundary = { version: 0, policyHash: compiled.policyHash, program: compiled.program };
  if (options.batch !== undefined) {
    let text: string;
    try {
      text = readFileSync(options.batch, 'utf8');
    } catch {
      throw new CliError('file-not-found', `no such file: ${options.batch}`);
    }
    explainBatch(boundary, facts, text, output);
    return 0;
  }
  const { context, prompt, realism, mode, reference } = options;
  if (context === undefined || prompt === undefined) throw new CliError('missing-option', 'explain needs --context and --prompt (or --batch FILE.jsonl)');
  const parsed = parseExplainRequest({ context, prompt, realism, mode, reference });
  if (!parsed.ok) throw new CliError('bad-request', `invalid request: ${parsed.error}`);
  const unreadable = unreadableRequest(boundary.program, parsed.request);
  if (unreadable !== null) {
    output.out(options.json ? JSON.stringify({ problem: problemOf(unreadable) }, null, 2) : renderUnreadable(unreadable));
    return 0;
  }
  const decision = evaluate(boundary, parsed.request, facts);
  if (options.json) output.out(JSON.stringify(decision, null, 2));
  else {
    const explanation = renderExplanation(decision, normalise(parsed.request.prompt).text, refinementLines(compiled.program, parsed.request, decision));
    output.out([explanation, ...renderMatches(boundary, parsed.request)].join('\n'));
  }
  return 0;
}

export function registerExplain(policy: Command, output: Output): void {
  policy
    .command('explain')
    .description('show what the gate decides for a request and why (verified requester with credit)')
    .argument('<file>', 'creator .boundary file')
    .option('--context <context>', 'request context')
    .option('--prompt <prompt>', 'request prompt')
    .option('--realism <tier>', 'stylised | illustrative | photoreal (default illustrative)')
    .option('--mode <mode>', 'image | conversation (default image)')
    .option('--reference <text>', 'request reference text')
    .option('--batch <file.jsonl>', 'one request object per line; one JSON decision per line out')
    .option('--json', 'print the decision as JSON')
    .option('--facts <json>', 'override requester facts, e.g. \'{"verification":"age","sessionCount":30}\'')
    .option(...PLATFORM_FLAG)
    .action((file: string, options: ExplainOptions) => {
      process.exitCode = runExplain(file, options, output);
    });
}
