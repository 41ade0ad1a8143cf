// AWS Cedar (@cedar-policy/cedar-wasm): one `forbid … when { context.prompt like "*term*" }`
// per term plus a permit, pre-parsed once (statefulIsAuthorized), evaluated per request.
// On Node 20 it needs `node --no-turbo-inline-js-wasm-calls` (see package.json's bench script).

import * as cedar from '@cedar-policy/cedar-wasm/nodejs';
import type { Contender } from './types.ts';
import { timeOnce } from '../measure.ts';

const cedarString = (s: string): string => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\*/g, '\\*');

export function cedarPolicyText(terms: string[]): string {
  const forbids = terms.map((t) => `forbid (principal, action, resource) when { context.prompt like "*${cedarString(t.replace(/\*$/, '').toLowerCase())}*" };`);
  return ['permit (principal, action, resource);', ...forbids].join('\n');
}

let sets = 0;

export const cedarContender: Contender = {
  name: 'Cedar (wasm)',
  description: 'pre-parsed policy set, one `forbid … like "*term*"` per term plus a permit, statefulIsAuthorized',
  prepare(terms) {
    const id = `bench-${terms.length}-${sets++}`;
    const { result, ms } = timeOnce(() => cedar.preparsePolicySet(id, { staticPolicies: cedarPolicyText(terms) }));
    if (result.type !== 'success') throw new Error(`cedar could not parse the policy set: ${result.errors.map((e) => e.message).join('; ')}`);
    const principal = { type: 'User', id: 'requester' };
    const action = { type: 'Action', id: 'generate' };
    const resource = { type: 'Creator', id: 'creator' };
    return {
      prepareMs: ms,
      check(prompt) {
        const answer = cedar.statefulIsAuthorized({
          principal, action, resource, context: { prompt: prompt.toLowerCase() }, preparsedPolicySetId: id, entities: [],
        });
        if (answer.type !== 'success') throw new Error(`cedar failed: ${answer.errors.map((e) => e.message).join('; ')}`);
        return answer.response.decision === 'deny';
      },
    };
  },
};
