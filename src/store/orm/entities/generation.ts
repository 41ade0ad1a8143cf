// Every generate decision (refusals included). Issue 3 only reads it, for the session-cap and
// variety-nudge counters that check evaluates; issue 4 writes it and adds licences and takedowns.

import { defineEntity, p } from '@mikro-orm/core';
import { DECISIONS, MODES, REALISM_TIERS } from '../../../vocabulary.ts';
import { Account } from './account.ts';
import { BoundaryVersion } from './boundary-version.ts';
import { Creator } from './creator.ts';

export const LICENCE_STATES = ['active', 'revoked'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];
export const RENDER_STATES = ['rendered', 'unavailable', 'declined', 'skipped'] as const;
export type RenderState = (typeof RENDER_STATES)[number];
export const CHARGE_SOURCES = ['subscription', 'free', 'credits', 'none'] as const;
export type ChargeSource = (typeof CHARGE_SOURCES)[number];

export const Generation = defineEntity({
  name: 'Generation',
  tableName: 'generation',
  indexes: [
    // The hot path's session and variety counters read only these columns (index-only counts).
    { properties: ['account', 'creator', 'createdAt', 'decision'], name: 'generation_requester_creator_idx' },
    { properties: ['account', 'creator', 'promptSha256', 'createdAt'], name: 'generation_prompt_idx' },
    // Revoking consent or a takedown on a creator sweeps that creator's active licences.
    { properties: ['creator', 'licenceStatus'], name: 'generation_creator_licence_idx' },
    // GET /images/<hash>.png reads the licences of the generations that produced the bytes.
    { properties: ['contentHash'], name: 'generation_content_hash_idx' },
    // A creator's usage, newest first, paged by (created_at, id) (src/store/usage.ts).
    { properties: ['creator', 'createdAt', 'id'], name: 'generation_creator_created_idx' },
  ],
  properties: {
    /** Unguessable, prefixed: `gen_…`. */
    id: p.string().length(40).primary(),
    account: p.manyToOne(Account),
    creator: p.manyToOne(Creator),
    boundaryVersion: p.manyToOne(BoundaryVersion),
    decision: p.enum([...DECISIONS]),
    rule: p.string().length(60).nullable(),
    promptSha256: p.string().length(64),
    context: p.string().length(40),
    realism: p.enum([...REALISM_TIERS]),
    mode: p.enum([...MODES]),
    createdAt: p.datetime().defaultRaw('now()'),
    // Issue 4: the signed manifest and licence (authorised generations; null for refusals).
    manifest: p.json<Record<string, unknown>>().nullable(),
    signature: p.text().nullable(),
    keyId: p.text().nullable(),
    licenceStatus: p.enum([...LICENCE_STATES]).nullable(),
    licenceRevokedAt: p.datetime().nullable(),
    licenceReason: p.text().nullable(),
    /** The Refusal body parts ({ rule, message, evidence, category }) for refusals. */
    refusal: p.json<Record<string, unknown>>().nullable(),
    renderState: p.enum([...RENDER_STATES]).nullable(),
    renderDetail: p.text().nullable(),
    /** SHA-256 of the served bytes (render.contentHash). */
    contentHash: p.text().nullable(),
    /** SHA-256 of the watermarked image before the manifest was embedded (manifest.contentHash). */
    imageSha256: p.text().nullable(),
    creditsCharged: p.integer().default(0),
    creditsCost: p.integer().default(0),
    creditsSource: p.enum([...CHARGE_SOURCES]).nullable(),
    advisories: p.json<string[]>().default('[]'),
  },
});
