// Rate-limit buckets need no crash safety: a counter lost in a crash only forgives a few requests,
// and PostgreSQL empties an unlogged table after a crash (never after a clean restart). Unlogged,
// the hot path's one statement, which consumes a bucket on every check and generate, commits
// without waiting for the write-ahead log to reach the disk.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123205209 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "rate_limit" set unlogged;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rate_limit" set logged;`);
  }

}
