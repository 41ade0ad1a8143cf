// Before the gate: a prompt or reference in a language the program does not read is refused as
// a 400 unsupported_language, with nothing recorded and nothing charged. The gate's terms read
// English; let through, such a prompt would pass a creator's own forbids (docs/language.md).
import type { GateRequest } from '../../gate/types.ts';
import { unreadableLanguage } from '../../match/language.ts';
import type { RuleProgram } from '../../program/types.ts';
import { fail, type Failure } from '../../kernel/outcome.ts';

const names = new Intl.DisplayNames(['en'], { type: 'language' });

const readsOf = (reads: readonly string[]): string => reads.map((code) => names.of(code) ?? code).join(', ');

/** The failure for the first field (prompt, then reference) in a language the program does not read; null when both are readable. */
export function unreadableRequest(program: RuleProgram, request: Pick<GateRequest, 'prompt' | 'reference'>): Failure<'unsupported_language'> | null {
  const settings = program.matching.language;
  for (const field of ['prompt', 'reference'] as const) {
    const text = request[field];
    if (text === undefined || text === '') continue;
    const found = unreadableLanguage(text, settings);
    if (found === null) continue;
    // Named only for a refusal: looking names up costs more than the check on most requests.
    const reads = readsOf(settings.reads);
    const message = `the ${field} reads as ${found.name} (${found.language}); the gate reads ${reads} only and cannot check ${found.name} against the creator's boundaries, so nothing was checked, recorded or charged: write the ${field} in ${reads}`;
    return fail('unsupported_language', message, [{ pointer: `/${field}`, message: `written in ${found.name}; write it in ${reads}` }]);
  }
  return null;
}
