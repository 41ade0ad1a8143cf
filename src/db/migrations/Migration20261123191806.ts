import { Migration } from '@mikro-orm/migrations';

// The hot path reads a creator's live boundary and the two counting windows its program sets in
// the same statement as the key and the balance. The windows are generated columns, so that
// statement never reads the (large) program itself; `live_boundary` is the one definition of
// "a creator's live boundary version": the latest one, revoked or not.
export class Migration20261123191806 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "boundary_version"
      add column "session_window_seconds" int generated always as ((jsonb_path_query_first("program", '$.rules[*] ? (@.rule == "session_cap_reached").cap.windowSeconds'))::int) stored,
      add column "variety_window_seconds" int generated always as ((jsonb_path_query_first("program", '$.rules[*] ? (@.rule == "session_cap_reached").nudge.windowSeconds'))::int) stored;`);
    this.addSql(`create function "live_boundary"("creator" int) returns setof "boundary_version" language sql stable as $$
      select * from "boundary_version" where "creator_id" = "creator" order by "version" desc limit 1
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function "live_boundary"(int);`);
    this.addSql(`alter table "boundary_version" drop column "session_window_seconds", drop column "variety_window_seconds";`);
  }

}
