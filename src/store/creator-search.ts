// The directory search behind /creators: active creators by name (or slug), optionally only those
// whose live boundary set allows a context, matched on the stored program (jsonb containment).

import type { Store } from './index.ts';
import { sqlIn } from './unit.ts';
import type { RuleProgram } from '../program/types.ts';
import type { Context } from '../vocabulary.ts';

export interface DirectoryHit {
  slug: string;
  display_name: string;
  bio: string | null;
  version: number | null;
  program: RuleProgram | null;
  revoked_at: string | null;
}

/** LIKE pattern for "contains", with the pattern characters of the user's text taken literally. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchCreators(store: Store, q: { name: string | null; context: Context | null }, limit = 200): Promise<DirectoryHit[]> {
  const pattern = q.name ? containsPattern(q.name) : null;
  const contextFilter = q.context ? JSON.stringify([{ rule: 'context_not_permitted', allowed: [q.context] }]) : null;
  return sqlIn(store).all(
    `select c.slug, c.display_name, c.profile->>'bio' as bio, b.version, b.program, b.revoked_at
       from creator c
       left join lateral live_boundary(c.id) b on true
      where c.status = 'active'
        and (?::text is null or c.display_name ilike ? or c.slug ilike ?)
        and (?::jsonb is null or b.program->'rules' @> ?::jsonb)
      order by c.display_name, c.slug
      limit ?`,
    [pattern, pattern, pattern, contextFilter, contextFilter, limit]);
}
