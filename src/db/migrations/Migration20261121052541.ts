import { Migration } from '@mikro-orm/migrations';

export class Migration20261121052541 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "credit_reservation" ("id" varchar(40) not null, "account_id" varchar(40) not null, "amount" int not null, "from_subscription" int not null, "from_free" int not null, "from_paid" int not null, "state" text check ("state" in ('held', 'settled', 'released')) not null default 'held', "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "closed_at" timestamptz null, constraint "credit_reservation_pkey" primary key ("id"), constraint credit_reservation_parts_non_negative check (from_subscription >= 0 and from_free >= 0 and from_paid >= 0));`);
    this.addSql(`create index "credit_reservation_state_expires_idx" on "credit_reservation" ("state", "expires_at");`);

    this.addSql(`create table "idempotency_key" ("account_id" varchar(40) not null, "key" varchar(200) not null, "fingerprint" varchar(64) not null, "state" text check ("state" in ('pending', 'done')) not null default 'pending', "generation_id" varchar(40) null, "response_status" int null, "response_body" jsonb null, "created_at" timestamptz not null default now(), "completed_at" timestamptz null, constraint "idempotency_key_pkey" primary key ("account_id", "key"));`);

    this.addSql(`alter table "credit_reservation" add constraint "credit_reservation_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "idempotency_key" add constraint "idempotency_key_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "credit_balance" add column "free_renewed_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "credit_reservation" cascade;`);

    this.addSql(`drop table if exists "idempotency_key" cascade;`);

    this.addSql(`alter table "credit_balance" drop column "free_renewed_at";`);
  }

}
