import { Migration } from '@mikro-orm/migrations';

// Releasing a held reservation in one round trip, the counterpart of reserve_credits: close the
// reservation (only while it is still held, so a request and the sweeper never both close it),
// give every pot its part back, and a ledger row per pot with the pot's value after. Generate
// releases on its own, before it records the generation, so the balance row is locked for this
// call only and not for the record's statement and its commit. Each statement reads the newest
// committed rows, as in reserve_credits.
export class Migration20261124011000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create function "release_credits"("p_reservation" varchar, "p_now" timestamptz, "p_actor" varchar)
      returns table ("released" boolean, "from_subscription" int, "from_free" int, "from_paid" int)
      language plpgsql volatile as $$
    declare
      held record;
      after record;
    begin
      update credit_reservation r set state = 'released', closed_at = p_now
       where r.id = p_reservation and r.state = 'held'
       returning r.account_id, r.from_subscription, r.from_free, r.from_paid into held;
      if not found then
        return query select false, 0, 0, 0;
        return;
      end if;
      update credit_balance b set subscription = b.subscription + held.from_subscription, free = b.free + held.from_free, paid = b.paid + held.from_paid, updated_at = p_now
       where b.account_id = held.account_id returning b.subscription, b.free, b.paid into after;
      insert into credit_ledger (account_id, source, reason, delta, balance_after, reference, actor, created_at)
      select held.account_id, v.source, 'release', v.part, v.after, p_reservation, p_actor, p_now
        from (values ('subscription', held.from_subscription, after.subscription), ('free', held.from_free, after.free), ('credits', held.from_paid, after.paid)) v(source, part, after)
       where v.part > 0;
      return query select true, held.from_subscription, held.from_free, held.from_paid;
    end
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function "release_credits"(varchar, timestamptz, varchar);`);
  }

}
