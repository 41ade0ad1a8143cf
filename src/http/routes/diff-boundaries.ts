// GET /api/v1/creators/{slug}/boundaries/diff?from=&to=: the semantic diff of two versions.

import { z } from 'zod';
import { diffPrograms, publicDiff } from '../../diff/index.ts';
import { fail } from '../../kernel/outcome.ts';
import { storyBetween } from '../../service/directory/version-story.ts';
import { defineRoute } from '../route.ts';
import { slugParams } from '../schemas.ts';
import { listedWithVersions } from './boundary-common.ts';

const query = z.strictObject({
  from: z.coerce.number().int().min(1).describe('older version'),
  to: z.coerce.number().int().min(1).describe('newer version'),
});

const changeSchema = z.object({
  kind: z.string(),
  category: z.string().optional(),
  rule: z.enum(['platform_prohibition', 'forbidden_depiction', 'excluded_brand']).optional(),
  before: z.unknown(),
  after: z.unknown(),
  effect: z.enum(['loosens', 'tightens', 'neutral']),
  summary: z.string(),
});
const responseSchema = z.object({
  creator: z.string(),
  from: z.object({ version: z.number().int(), policyHash: z.string() }),
  to: z.object({ version: z.number().int(), policyHash: z.string() }),
  loosens: z.boolean(),
  tightens: z.boolean(),
  changes: z.array(changeSchema),
  history: z.array(z.string()).describe('what happened between the two versions, oldest first: who published each version, revocations and reopenings of consent'),
});

export const diffBoundaries = defineRoute({
  method: 'get',
  path: '/api/v1/creators/{slug}/boundaries/diff',
  operationId: 'diffBoundaries',
  summary: 'What changed in what the gate enforces between two versions, each change labelled loosens, tightens or neutral. Platform prohibitions and adult categories are named, never their terms (a change inside one is category-changed).',
  tags: ['directory'],
  auth: 'none',
  needsDatabase: true,
  params: slugParams,
  query,
  responses: {
    200: { description: 'the semantic diff', schema: responseSchema },
    404: { description: 'creator not listed, or no such version' },
    409: { description: 'no boundary set on file' },
  },
  async handle({ store, params, query: q }) {
    const found = await listedWithVersions(store, params.slug);
    if (!found.ok) return found;
    const pick = (n: number) => found.value.versions.find((v) => v.version === n);
    const from = pick(q.from);
    const to = pick(q.to);
    if (!from || !to) return fail('version_not_found', `creator "${params.slug}" has no boundary version ${!from ? q.from : q.to}`);
    // Public: the platform's own term lists are not published, only that a category changed.
    const diff = publicDiff(diffPrograms(from.program, to.program), from.program, to.program);
    const body: z.infer<typeof responseSchema> = {
      creator: found.value.creator.slug,
      from: { version: from.version, policyHash: from.policy_hash },
      to: { version: to.version, policyHash: to.policy_hash },
      loosens: diff.loosens,
      tightens: diff.tightens,
      changes: diff.changes,
      history: storyBetween(found.value.versions, from.version, to.version),
    };
    return { status: 200, body };
  },
});
