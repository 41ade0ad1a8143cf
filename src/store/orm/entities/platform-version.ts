// One published platform file. Each new one re-versions every creator (cause recorded there).

import { defineEntity, p } from '@mikro-orm/core';

export const PlatformVersion = defineEntity({
  name: 'PlatformVersion',
  tableName: 'platform_version',
  properties: {
    id: p.integer().primary().autoincrement(),
    version: p.integer().unique(),
    fileName: p.string().length(300),
    source: p.text(),
    /** SHA-256 of the source text: lets a republish of the same file be recognised cheaply. */
    sourceSha256: p.string().length(64),
    publishedAt: p.datetime().defaultRaw('now()'),
  },
});
