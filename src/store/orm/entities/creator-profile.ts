// A creator's public presentation: bio, web links, avatar and the sample images they chose from
// their own licensed generations. It is what the creator says about themselves, never consent
// (that lives in boundary versions), and every change is audited like other creator actions.

import { defineEntity, p } from '@mikro-orm/core';
import { Creator } from './creator.ts';
import { Generation } from './generation.ts';

export const CreatorProfileEntry = defineEntity({
  name: 'CreatorProfileEntry',
  tableName: 'creator_profile',
  properties: {
    creator: p.oneToOne(Creator).primary().owner().deleteRule('cascade'),
    bio: p.text().default(''),
    /** https URLs only, at most five, validated before they are stored. */
    links: p.json<string[]>().default('[]'),
    /** Square WebP renditions made by the avatar check (metadata stripped); null without an avatar. */
    avatarLarge: p.blob().nullable(),
    avatarSmall: p.blob().nullable(),
    /** SHA-256 of the large rendition: the avatar's ETag. */
    avatarHash: p.string().length(64).nullable(),
    updatedAt: p.datetime(),
    updatedBy: p.string().length(120),
  },
});

export const CreatorSample = defineEntity({
  name: 'CreatorSample',
  tableName: 'creator_sample',
  properties: {
    creator: p.manyToOne(Creator).primary().deleteRule('cascade'),
    generation: p.manyToOne(Generation).primary().deleteRule('cascade'),
    /** Order on the creator page, from 0. */
    position: p.smallint(),
  },
});
