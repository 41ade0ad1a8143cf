import { Migration } from '@mikro-orm/migrations';

export class Migration20261121052349 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "generation" add column "manifest" jsonb null, add column "signature" text null, add column "key_id" text null, add column "licence_status" text check ("licence_status" in ('active', 'revoked')) null, add column "licence_revoked_at" timestamptz null, add column "licence_reason" text null, add column "refusal" jsonb null, add column "render_state" text check ("render_state" in ('rendered', 'unavailable', 'declined', 'skipped')) null, add column "render_detail" text null, add column "content_hash" text null, add column "image_sha256" text null, add column "credits_charged" int not null default 0, add column "credits_cost" int not null default 0, add column "credits_source" text check ("credits_source" in ('subscription', 'free', 'credits', 'none')) null, add column "advisories" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "generation" drop column "manifest", drop column "signature", drop column "key_id", drop column "licence_status", drop column "licence_revoked_at", drop column "licence_reason", drop column "refusal", drop column "render_state", drop column "render_detail", drop column "content_hash", drop column "image_sha256", drop column "credits_charged", drop column "credits_cost", drop column "credits_source", drop column "advisories";`);
  }

}
