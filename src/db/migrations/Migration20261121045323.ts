import { Migration } from '@mikro-orm/migrations';

export class Migration20261121045323 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null default now(), "actor" varchar(120) not null, "action" varchar(80) not null, "subject_type" varchar(40) not null, "subject_id" varchar(120) not null, "detail" jsonb not null default '{}');`);
    this.addSql(`create index "audit_log_subject_idx" on "audit_log" ("subject_type", "subject_id");`);

    this.addSql(`create table "creator" ("id" serial primary key, "slug" varchar(64) not null, "display_name" varchar(200) not null, "status" text check ("status" in ('onboarding', 'active', 'suspended')) not null default 'onboarding', "profile" jsonb not null default '{}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "creator" add constraint "creator_slug_unique" unique ("slug");`);

    this.addSql(`create table "account" ("id" varchar(40) not null, "email" varchar(320) not null, "password_hash" varchar(300) null, "roles" text[] not null, "creator_id" int null, "verification" text check ("verification" in ('none', 'age', 'identity')) not null default 'none', "created_at" timestamptz not null default now(), constraint "account_pkey" primary key ("id"));`);
    this.addSql(`alter table "account" add constraint "account_email_unique" unique ("email");`);

    this.addSql(`create table "api_key" ("id" varchar(40) not null, "account_id" varchar(40) not null, "secret_sha256" varchar(64) not null, "display_prefix" varchar(40) not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_key_pkey" primary key ("id"));`);

    this.addSql(`create table "credit_balance" ("account_id" varchar(40) not null, "paid" int not null default 0, "free" int not null default 0, "subscription" int not null default 0, "subscription_expires_at" timestamptz null, "updated_at" timestamptz not null default now(), constraint "credit_balance_pkey" primary key ("account_id"), constraint credit_balance_paid_non_negative check (paid >= 0), constraint credit_balance_free_non_negative check (free >= 0), constraint credit_balance_subscription_non_negative check (subscription >= 0));`);

    this.addSql(`create table "credit_ledger" ("id" bigserial primary key, "account_id" varchar(40) not null, "source" text check ("source" in ('subscription', 'free', 'credits')) not null, "reason" text check ("reason" in ('grant', 'reserve', 'settle', 'release', 'adjust')) not null, "delta" int not null, "balance_after" int not null, "reference" varchar(60) null, "actor" varchar(120) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "credit_ledger_account_created_idx" on "credit_ledger" ("account_id", "created_at");`);

    this.addSql(`create table "platform_version" ("id" serial primary key, "version" int not null, "file_name" varchar(300) not null, "source" text not null, "source_sha256" varchar(64) not null, "published_at" timestamptz not null default now());`);
    this.addSql(`alter table "platform_version" add constraint "platform_version_version_unique" unique ("version");`);

    this.addSql(`create table "boundary_version" ("id" serial primary key, "creator_id" int not null, "version" int not null, "file_name" varchar(300) not null, "source" text not null, "program" jsonb not null, "policy_hash" varchar(64) not null, "platform_version_id" int not null, "cause" text check ("cause" in ('creator-published', 'platform-published')) not null, "cause_detail" varchar(500) not null, "published_at" timestamptz not null default now(), "revoked_at" timestamptz null, "revoked_reason" text null);`);
    this.addSql(`alter table "boundary_version" add constraint "boundary_version_creator_version_unique" unique ("creator_id", "version");`);

    this.addSql(`create table "generation" ("id" varchar(40) not null, "account_id" varchar(40) not null, "creator_id" int not null, "boundary_version_id" int not null, "decision" text check ("decision" in ('allow', 'allow_with_advisory', 'refuse')) not null, "rule" varchar(60) null, "prompt_sha256" varchar(64) not null, "context" varchar(40) not null, "realism" text check ("realism" in ('stylised', 'illustrative', 'photoreal')) not null, "mode" text check ("mode" in ('image', 'conversation')) not null, "created_at" timestamptz not null default now(), constraint "generation_pkey" primary key ("id"));`);
    this.addSql(`create index "generation_requester_creator_idx" on "generation" ("account_id", "creator_id", "created_at");`);
    this.addSql(`create index "generation_prompt_idx" on "generation" ("account_id", "creator_id", "prompt_sha256");`);

    this.addSql(`create table "rate_limit" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, constraint "rate_limit_pkey" primary key ("key"));`);

    this.addSql(`create table "verification_event" ("id" bigserial primary key, "account_id" varchar(40) not null, "previous" text check ("previous" in ('none', 'age', 'identity')) not null, "level" text check ("level" in ('none', 'age', 'identity')) not null, "source" text check ("source" in ('operator', 'provider')) not null, "reference" varchar(200) null, "at" timestamptz not null default now());`);
    this.addSql(`alter table "verification_event" add constraint "verification_event_reference_unique" unique ("reference");`);

    this.addSql(`alter table "account" add constraint "account_creator_id_foreign" foreign key ("creator_id") references "creator" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "api_key" add constraint "api_key_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "credit_balance" add constraint "credit_balance_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "credit_ledger" add constraint "credit_ledger_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "boundary_version" add constraint "boundary_version_creator_id_foreign" foreign key ("creator_id") references "creator" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "boundary_version" add constraint "boundary_version_platform_version_id_foreign" foreign key ("platform_version_id") references "platform_version" ("id") on update cascade;`);

    this.addSql(`alter table "generation" add constraint "generation_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade;`);
    this.addSql(`alter table "generation" add constraint "generation_creator_id_foreign" foreign key ("creator_id") references "creator" ("id") on update cascade;`);
    this.addSql(`alter table "generation" add constraint "generation_boundary_version_id_foreign" foreign key ("boundary_version_id") references "boundary_version" ("id") on update cascade;`);

    this.addSql(`alter table "verification_event" add constraint "verification_event_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);
  }

}
