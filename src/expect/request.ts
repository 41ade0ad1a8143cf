// An `expect` line's fields become the GateRequest it describes, with the API's defaults.
import type { ExpectField, ExpectStmt } from '../language/ast.ts';
import type { GateRequest } from '../gate/types.ts';
import { DEFAULT_MODE, DEFAULT_REALISM, isMode, isRealism } from '../vocabulary.ts';

const valueOf = (f: ExpectField): string => ('name' in f.value ? f.value.name : f.value.value);

export function expectRequest(stmt: ExpectStmt): GateRequest {
  const fields = new Map<string, string>();
  for (const f of stmt.fields) if (!fields.has(f.name.name)) fields.set(f.name.name, valueOf(f));
  const realism = fields.get('realism');
  const mode = fields.get('mode');
  const request: GateRequest = {
    prompt: fields.get('prompt') ?? '',
    context: fields.get('context') ?? '',
    // The checker rejects unknown tiers and modes; the defaults here only cover omitted fields.
    realism: realism !== undefined && isRealism(realism) ? realism : DEFAULT_REALISM,
    mode: mode !== undefined && isMode(mode) ? mode : DEFAULT_MODE,
  };
  const reference = fields.get('reference');
  if (reference !== undefined) request.reference = reference;
  return request;
}
