import { Migration } from '@mikro-orm/migrations';

export class Migration20261121052530 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "web_session" ("id_sha256" varchar(64) not null, "account_id" varchar(40) null, "csrf_secret" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "last_seen_at" timestamptz not null default now(), constraint "web_session_pkey" primary key ("id_sha256"));`);
    this.addSql(`create index "web_session_expires_idx" on "web_session" ("expires_at");`);
    this.addSql(`create index "web_session_account_idx" on "web_session" ("account_id");`);

    this.addSql(`alter table "web_session" add constraint "web_session_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "account" add column "display_name" varchar(80) null;`);

    this.addSql(`alter table "api_key" add column "name" varchar(80) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "web_session" cascade;`);

    this.addSql(`alter table "account" drop column "display_name";`);

    this.addSql(`alter table "api_key" drop column "name";`);
  }

}
