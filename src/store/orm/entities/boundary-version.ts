// A creator's enforced boundary set at one version: the compiled program, platform merged in.
// (creator, version) is unique, so two racing publishes can never write the same version twice.

import { defineEntity, p } from '@mikro-orm/core';
import type { RuleProgram } from '../../../program/types.ts';
import { Creator } from './creator.ts';
import { PlatformVersion } from './platform-version.ts';

export const VERSION_CAUSES = ['creator-published', 'operator-published', 'platform-published', 'reviewer-published'] as const;
export type VersionCause = (typeof VERSION_CAUSES)[number];

/** Who made a version, or revoked one: the creator, an operator, a platform change, a reviewer. */
export const ACTOR_KINDS = ['creator', 'operator', 'platform', 'reviewer'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const BoundaryVersion = defineEntity({
  name: 'BoundaryVersion',
  tableName: 'boundary_version',
  uniques: [{ properties: ['creator', 'version'], name: 'boundary_version_creator_version_unique' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    creator: p.manyToOne(Creator).deleteRule('cascade'),
    version: p.integer(),
    fileName: p.string().length(300),
    /** The creator file's source as published (comments and all). */
    source: p.text(),
    program: p.json<RuleProgram>(),
    policyHash: p.string().length(64),
    platformVersion: p.manyToOne(PlatformVersion),
    cause: p.enum([...VERSION_CAUSES]),
    /** Human-readable why, e.g. "platform file v3 published". */
    causeDetail: p.string().length(500),
    actorKind: p.enum([...ACTOR_KINDS]),
    /** `account:<id>`, `operator:cli`, `system:start`; null when not known (rows older than this column). */
    actorId: p.string().length(120).nullable(),
    /** Why this version was made, as its maker gave it (or the publish that caused it). */
    reason: p.text(),
    /** This version opened a new set on top of a revoked one. */
    reopensConsent: p.boolean().default(false),
    publishedAt: p.datetime().defaultRaw('now()'),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.text().nullable(),
    revokedByKind: p.enum([...ACTOR_KINDS]).nullable(),
    revokedById: p.string().length(120).nullable(),
    /** Generated from the program: the session cap's and the variety nudge's windows (the hot path counts with them). */
    sessionWindowSeconds: p
      .integer()
      .nullable()
      .generated(`(jsonb_path_query_first(program, '$.rules[*] ? (@.rule == "session_cap_reached").cap.windowSeconds'))::int stored`)
      .ignoreSchemaChanges('type', 'extra'),
    varietyWindowSeconds: p
      .integer()
      .nullable()
      .generated(`(jsonb_path_query_first(program, '$.rules[*] ? (@.rule == "session_cap_reached").nudge.windowSeconds'))::int stored`)
      .ignoreSchemaChanges('type', 'extra'),
  },
});
