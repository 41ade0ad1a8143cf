// Webhooks: endpoints, the event outbox, deliveries and their attempt log.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123172041 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoint" ("id" varchar(40) not null, "account_id" varchar(40) not null, "url" text not null, "event_types" text[] not null, "secret" text not null, "previous_secret" text null, "previous_secret_expires_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "webhook_endpoint_pkey" primary key ("id"));`);

    this.addSql(`create index "webhook_endpoint_account_idx" on "webhook_endpoint" ("account_id");`);

    this.addSql(`create table "webhook_event" ("id" varchar(40) not null, "account_id" varchar(40) not null, "type" text not null, "occurred_at" timestamptz not null, "data" jsonb not null, constraint "webhook_event_pkey" primary key ("id"));`);

    this.addSql(`create table "webhook_delivery" ("id" varchar(40) not null, "event_id" varchar(40) not null, "endpoint_id" varchar(40) not null, "state" text check ("state" in ('pending', 'delivered', 'failed')) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "delivered_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "webhook_delivery_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_delivery_endpoint_idx" on "webhook_delivery" ("endpoint_id");`);
    this.addSql(`create index "webhook_delivery_due_idx" on "webhook_delivery" ("state", "next_attempt_at");`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_event_endpoint_unique" unique ("event_id", "endpoint_id");`);

    this.addSql(`create table "webhook_attempt" ("id" bigserial primary key, "delivery_id" varchar(40) not null, "attempt" int not null, "attempted_at" timestamptz not null, "status_code" int null, "error" text null, "duration_ms" int not null);`);
    this.addSql(`create index "webhook_attempt_delivery_idx" on "webhook_attempt" ("delivery_id");`);

    this.addSql(`alter table "webhook_endpoint" add constraint "webhook_endpoint_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "webhook_event" add constraint "webhook_event_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_event_id_foreign" foreign key ("event_id") references "webhook_event" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "webhook_attempt" add constraint "webhook_attempt_delivery_id_foreign" foreign key ("delivery_id") references "webhook_delivery" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_endpoint_id_foreign";`);

    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_event_id_foreign";`);

    this.addSql(`alter table "webhook_attempt" drop constraint "webhook_attempt_delivery_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);

    this.addSql(`drop table if exists "webhook_event" cascade;`);

    this.addSql(`drop table if exists "webhook_delivery" cascade;`);

    this.addSql(`drop table if exists "webhook_attempt" cascade;`);
  }

}
