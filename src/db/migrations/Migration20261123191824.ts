// Creator usage (console and GET /api/v1/creators/{slug}/usage): one creator's generations, newest
// first, paged by (created_at, id); this index serves the page, the refusal groups and the per-day counts.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123191824 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "generation_creator_created_idx" on "generation" ("creator_id", "created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "generation_creator_created_idx";`);
  }

}
