// Publishing (DESIGN "The gate", versions): a creator's version goes up by one each time the
// program the gate enforces for them changes; a new platform file re-versions every creator
// whose program it changes, with the cause recorded; an identical program changes nothing.
// Every version records who made it (creator, operator, platform change, reviewer) and why.
// Every write happens in one transaction under the publish lock, so racing publishes serialise.

import { createHash } from 'node:crypto';
import type { Store } from '../../store/index.ts';
import { compilePlatformOnly } from '../../compile/index.ts';
import { renderDiagnostic } from '../../diagnostics/render.ts';
import type { Diagnostic } from '../../diagnostics/types.ts';
import type { SemanticDiff } from '../../diff/index.ts';
import type { ActorKind, VersionCause } from '../../store/orm/entities/boundary-version.ts';
import { actorOf } from '../../kernel/actor.ts';
import { guardPublish, type GuardOptions, type GuardRefusal } from './guard.ts';
import { judgeCreatorFile, type SourceFile } from './test-file.ts';
import {
  insertBoundaryVersion, insertPlatform, latestBoundaries, type LatestBoundaryRow, latestBoundaryOf, latestPlatform, liveReadings, programOf, sourceAuthorOf, takePublishLock, upsertCreator,
} from '../../store/boundary-versions.ts';
import { programMatching } from '../../compile/matching-settings.ts';
import { canonicalJson } from '../../program/canonical.ts';
import { NORMALISATION, PROGRAM_FORMAT } from '../../program/types.ts';

export interface Reversioned {
  slug: string;
  version: number;
  policyHash: string;
}

export type PublishResult =
  | { ok: true; kind: 'creator'; fileName: string; slug: string; status: 'published' | 'unchanged' | 'kept-live'; version: number; policyHash: string; warnings: Diagnostic[]; reopensConsent: boolean }
  | { ok: true; kind: 'platform'; fileName: string; status: 'published' | 'unchanged'; version: number; reversioned: Reversioned[]; warnings: Diagnostic[] };

export interface PublishRejected {
  ok: false;
  /** policy_rejected: the file fails; the others: who may change this creator's boundaries (guard.ts). */
  code: 'policy_rejected' | GuardRefusal['code'];
  fileName: string;
  message: string;
  problems: string[];
  /** creator_version: what publishing over the creator's version would change. */
  diff?: SemanticDiff;
}

const rejected = (fileName: string, message: string, problems: string[]): PublishRejected => ({ ok: false, code: 'policy_rejected', fileName, message, problems });
const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

const CAUSE_OF: Record<Exclude<ActorKind, 'platform'>, VersionCause> = {
  creator: 'creator-published',
  operator: 'operator-published',
  reviewer: 'reviewer-published',
};

export interface PublishOptions extends GuardOptions {
  /** Who publishes; by default inferred from the actor name (src/kernel/actor.ts). */
  as?: Exclude<ActorKind, 'platform'>;
  /**
   * Seeding (`npm start`): publish only for a creator the database lacks. Once a creator is in
   * the database, the database is the source of truth and a restart never replaces a version.
   */
  seedOnly?: boolean;
}

export async function publishCreator(store: Store, file: SourceFile, actorName: string, options: PublishOptions = {}): Promise<PublishResult | PublishRejected> {
  const actor = actorOf(actorName, options.as);
  // Compiling and testing the file takes a while on a large platform file, so it is done before
  // the transaction opens (the publish lock is held for statements, not for a compile); under the
  // lock the platform is read again, and the file judged again only if a platform publish came
  // in between.
  const judgeUnder = (platform: { id: unknown; source: string; file_name: string }) => ({ platformId: platform.id, verdict: judgeCreatorFile({ source: platform.source, fileName: platform.file_name }, file) });
  const before = await latestPlatform(store);
  const early = before ? judgeUnder(before) : null;
  return store.transaction(async (tx) => {
    await takePublishLock(tx);
    const platform = await latestPlatform(tx);
    if (!platform) return rejected(file.fileName, 'no platform file is published yet: publish policies/platform.policy first', []);
    const { verdict } = early && early.platformId === platform.id ? early : judgeUnder(platform);
    if (!verdict.ok) return rejected(file.fileName, `${file.fileName} was not published`, verdict.problems);
    const { slug, displayName } = verdict.program.creator;
    const latest = await latestBoundaryOf(tx, slug);
    const base = { ok: true as const, kind: 'creator' as const, fileName: file.fileName, slug, warnings: verdict.warnings, reopensConsent: false };
    if (latest && options.seedOnly) return { ...base, status: 'kept-live', version: latest.version, policyHash: latest.policy_hash };
    // A revoked set stays revoked; an identical program on top of it opens a new set (DESIGN).
    if (latest && latest.policy_hash === verdict.policyHash && !latest.revoked) {
      return { ...base, status: 'unchanged', version: latest.version, policyHash: latest.policy_hash };
    }
    const refusal = await guardPublish({
      actor, slug, latest, options,
      sourceAuthor: latest ? await sourceAuthorOf(tx, latest.creator_id) : null,
      liveProgram: () => programOf(tx, latest!.creator_id, latest!.version),
      next: verdict,
    });
    if (refusal) return { ok: false, fileName: file.fileName, problems: [], ...refusal };
    const creatorId = await upsertCreator(tx, slug, displayName);
    const version = (latest?.version ?? 0) + 1;
    const reopensConsent = latest?.revoked === true;
    const causeDetail = `${file.fileName} published`;
    const reason = options.reason?.trim() || causeDetail;
    await insertBoundaryVersion(tx, {
      creatorId, version, fileName: file.fileName, source: file.source, program: verdict.program, policyHash: verdict.policyHash,
      platformVersionId: platform.id, cause: CAUSE_OF[actor.kind as keyof typeof CAUSE_OF], causeDetail,
      actorKind: actor.kind, actorId: actor.id, reason, reopensConsent,
    });
    const overCreator = actor.kind !== 'creator' && options.overCreator === true;
    await tx.audit.record({ actor: actor.id, action: 'policy.publish', subjectType: 'creator', subjectId: slug, detail: { version, policyHash: verdict.policyHash, fileName: file.fileName, as: actor.kind, reason, overCreator } });
    if (reopensConsent) await tx.audit.record({ actor: actor.id, action: 'consent.reopen', subjectType: 'creator', subjectId: slug, detail: { version, revokedVersion: latest!.version, as: actor.kind, reason } });
    return { ...base, status: 'published', version, policyHash: verdict.policyHash, reopensConsent };
  });
}

// How this build reads words, as a compiled program records it (worked out on first use: the
// WordNet-derived noun lists take a moment).
let thisBuild: string | undefined;
const readingOfThisBuild = (): string => (thisBuild ??= canonicalJson({ format: PROGRAM_FORMAT, normalisation: NORMALISATION, matching: programMatching() }));

async function readsAsThisBuild(store: Store): Promise<boolean> {
  return (await liveReadings(store)).every((r) => canonicalJson(r) === readingOfThisBuild());
}

/** Whether the platform file with this text is the live one, read as this build reads words. */
async function isLivePlatform(store: Store, current: { source_sha256: string }, sourceSha: string): Promise<boolean> {
  return current.source_sha256 === sourceSha && (await readsAsThisBuild(store));
}

export async function publishPlatform(store: Store, file: SourceFile, actor: string): Promise<PublishResult | PublishRejected> {
  const checked = compilePlatformOnly(file);
  if (!checked.ok) {
    const problems = checked.diagnostics.filter((d) => d.severity === 'error').map((d) => renderDiagnostic(d, file.source));
    return rejected(file.fileName, `${file.fileName} was not published`, problems);
  }
  const sourceSha = sha256(file.source);
  // Every creator is recompiled under the new file, which takes seconds on a large platform
  // file: as for a creator publish, that is done before the transaction opens (PostgreSQL ends a
  // transaction left idle), and under the lock only a creator whose file changed in between is
  // judged again.
  const early = new Map<number, { version: number; verdict: ReturnType<typeof judgeCreatorFile> }>();
  const judge = (b: LatestBoundaryRow) => judgeCreatorFile(file, { source: b.source, fileName: b.file_name });
  const before = await latestPlatform(store);
  if (!before || !(await isLivePlatform(store, before, sourceSha))) {
    for (const b of (await latestBoundaries(store)).filter((b) => !b.revoked)) early.set(b.creator_id, { version: b.version, verdict: judge(b) });
  }
  const judgedUnderLock = (b: LatestBoundaryRow) => {
    const found = early.get(b.creator_id);
    return found && found.version === b.version ? found.verdict : judge(b);
  };
  return store.transaction(async (tx) => {
    await takePublishLock(tx);
    const current = await latestPlatform(tx);
    const base = { ok: true as const, kind: 'platform' as const, fileName: file.fileName, warnings: checked.diagnostics };
    // The same text is unchanged only if the live programs also read words as this build does
    // (program format, normalisation, dictionary, spelling allowance, lemmatiser, languages):
    // otherwise every creator is recompiled and re-versioned under it, as for a new file.
    if (current && (await isLivePlatform(tx, current, sourceSha))) return { ...base, status: 'unchanged', version: current.version, reversioned: [] };
    // Every creator must still compile and pass its own expectations under the new platform
    // file; otherwise nothing is published (the gate never enforces an untested program).
    const creators = (await latestBoundaries(tx)).filter((b) => !b.revoked);
    const recompiled = creators.map((b) => ({ b, verdict: judgedUnderLock(b) }));
    const broken = recompiled.flatMap(({ b, verdict }) => (verdict.ok ? [] : verdict.problems.map((p) => `${b.slug}: ${p}`)));
    if (broken.length > 0) return rejected(file.fileName, `${file.fileName} was not published: creator files fail under it`, broken);
    const version = (current?.version ?? 0) + 1;
    const platform = await insertPlatform(tx, version, file.fileName, file.source, sourceSha);
    const reversioned: Reversioned[] = [];
    for (const { b, verdict } of recompiled) {
      if (!verdict.ok || verdict.policyHash === b.policy_hash) continue;
      await insertBoundaryVersion(tx, {
        creatorId: b.creator_id, version: b.version + 1, fileName: b.file_name, source: b.source, program: verdict.program, policyHash: verdict.policyHash,
        platformVersionId: platform.id, cause: 'platform-published', causeDetail: `platform file ${file.fileName} v${version} published`,
        actorKind: 'platform', actorId: actor, reason: `platform file ${file.fileName} v${version} published`, reopensConsent: false,
      });
      reversioned.push({ slug: b.slug, version: b.version + 1, policyHash: verdict.policyHash });
    }
    await tx.audit.record({ actor, action: 'policy.publish', subjectType: 'platform', subjectId: String(version), detail: { fileName: file.fileName, reversioned } });
    return { ...base, status: 'published', version, reversioned };
  });
}
