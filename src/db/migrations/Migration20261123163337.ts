import { Migration } from '@mikro-orm/migrations';

// Who made each boundary version and why, who revoked it; an operator's publish is no longer
// recorded as the creator's. Existing rows are backfilled from the audit log: a publish by an
// `account:` actor was the creator's (the console), any other actor an operator's; a platform
// re-version is the platform's. Also: takedown reference flags and an index for image reads.
export class Migration20261123163337 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "boundary_version" drop constraint if exists "boundary_version_cause_check";`);
    this.addSql(`alter table "boundary_version" add column "actor_kind" text check ("actor_kind" in ('creator', 'operator', 'platform', 'reviewer')) null, add column "actor_id" varchar(120) null, add column "reason" text null, add column "reopens_consent" boolean not null default false, add column "revoked_by_kind" text check ("revoked_by_kind" in ('creator', 'operator', 'platform', 'reviewer')) null, add column "revoked_by_id" varchar(120) null;`);

    this.addSql(`update "boundary_version" b set "actor_id" = a.actor
      from "creator" c, "audit_log" a
      where c.id = b.creator_id and b.cause = 'creator-published' and a.action = 'policy.publish' and a.subject_type = 'creator'
        and a.subject_id = c.slug and a.detail->>'version' = b.version::text;`);
    this.addSql(`update "boundary_version" b set "actor_id" = a.actor
      from "platform_version" p, "audit_log" a
      where p.id = b.platform_version_id and b.cause = 'platform-published' and a.action = 'policy.publish' and a.subject_type = 'platform'
        and a.subject_id = p.version::text;`);
    this.addSql(`update "boundary_version" set "actor_kind" = case
        when cause = 'platform-published' then 'platform'
        when actor_id like 'account:%' then 'creator'
        else 'operator' end,
      "reason" = cause_detail;`);
    this.addSql(`update "boundary_version" set "cause" = 'operator-published' where cause = 'creator-published' and actor_kind = 'operator';`);
    this.addSql(`update "boundary_version" b set "reopens_consent" = true
      from "boundary_version" prev where prev.creator_id = b.creator_id and prev.version = b.version - 1 and prev.revoked_at is not null;`);
    this.addSql(`update "boundary_version" b set "revoked_by_id" = a.actor,
        "revoked_by_kind" = case when a.actor like 'account:%' then 'creator' else 'operator' end
      from "creator" c, "audit_log" a
      where c.id = b.creator_id and b.revoked_at is not null and a.action = 'consent.revoke' and a.subject_type = 'creator'
        and a.subject_id = c.slug and a.detail->>'version' = b.version::text and (a.detail->>'alreadyRevoked') = 'false';`);

    this.addSql(`alter table "boundary_version" alter column "actor_kind" set not null, alter column "reason" set not null;`);
    this.addSql(`alter table "boundary_version" add constraint "boundary_version_cause_check" check("cause" in ('creator-published', 'operator-published', 'platform-published', 'reviewer-published'));`);

    this.addSql('create index "generation_content_hash_idx" on "generation" ("content_hash");');

    this.addSql(`alter table "takedown" add column "reference_flags" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "boundary_version" drop constraint if exists "boundary_version_cause_check";`);
    this.addSql(`update "boundary_version" set "cause" = 'creator-published' where cause in ('operator-published', 'reviewer-published');`);
    this.addSql('alter table "boundary_version" drop column "actor_kind", drop column "actor_id", drop column "reason", drop column "reopens_consent", drop column "revoked_by_kind", drop column "revoked_by_id";');
    this.addSql(`alter table "boundary_version" add constraint "boundary_version_cause_check" check("cause" in ('creator-published', 'platform-published'));`);
    this.addSql('drop index "generation_content_hash_idx";');
    this.addSql('alter table "takedown" drop column "reference_flags";');
  }

}
