// Creator profiles: bio, https links, avatar renditions and chosen sample images, in their own
// tables. A bio or links already in creator.profile are carried over (links only when https).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123191829 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "creator_profile" ("creator_id" int not null, "bio" text not null default '', "links" jsonb not null default '[]', "avatar_large" bytea null, "avatar_small" bytea null, "avatar_hash" varchar(64) null, "updated_at" timestamptz not null, "updated_by" varchar(120) not null, constraint "creator_profile_pkey" primary key ("creator_id"));`);

    this.addSql(`create table "creator_sample" ("creator_id" int not null, "generation_id" varchar(40) not null, "position" smallint not null, constraint "creator_sample_pkey" primary key ("creator_id", "generation_id"));`);

    this.addSql(`alter table "creator_profile" add constraint "creator_profile_creator_id_foreign" foreign key ("creator_id") references "creator" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "creator_sample" add constraint "creator_sample_creator_id_foreign" foreign key ("creator_id") references "creator" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "creator_sample" add constraint "creator_sample_generation_id_foreign" foreign key ("generation_id") references "generation" ("id") on update cascade on delete cascade;`);

    this.addSql(`insert into "creator_profile" ("creator_id", "bio", "links", "updated_at", "updated_by")
      select "id", left(coalesce("profile"->>'bio', ''), 600),
             coalesce((select jsonb_agg(l) from jsonb_array_elements_text(case when jsonb_typeof("profile"->'links') = 'array' then "profile"->'links' else '[]'::jsonb end) l where l like 'https://%'), '[]'::jsonb),
             "updated_at", 'system:migration'
        from "creator" where "profile" <> '{}'::jsonb;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "creator_profile" cascade;`);

    this.addSql(`drop table if exists "creator_sample" cascade;`);
  }

}
