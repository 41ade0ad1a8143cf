import { Migration } from '@mikro-orm/migrations';

export class Migration20261121052438 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "takedown" ("id" varchar(40) not null, "kind" text check ("kind" in ('non-consensual', 'boundary-breach', 'revocation', 'impersonation', 'other')) not null, "creator" text null, "generation_id" text null, "detail" text not null, "reporter_email" text null, "status" text check ("status" in ('open', 'actioned', 'dismissed')) not null default 'open', "received_at" timestamptz not null default now(), "due_at" timestamptz not null default (now() + '48:00:00'::interval), "closed_at" timestamptz null, "closed_by" text null, "resolution" text check ("resolution" in ('revoke-generation', 'revoke-creator', 'dismiss')) null, "resolution_reason" text null, "resolution_detail" jsonb null, constraint "takedown_pkey" primary key ("id"));`);
    this.addSql(`create index "takedown_queue_idx" on "takedown" ("status", "due_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "takedown" cascade;`);
  }

}
