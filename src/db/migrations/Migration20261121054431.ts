import { Migration } from '@mikro-orm/migrations';

export class Migration20261121054431 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "generation_creator_licence_idx" on "generation" ("creator_id", "licence_status");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "generation_creator_licence_idx";`);
  }

}
