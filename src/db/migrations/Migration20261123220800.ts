import { Migration } from '@mikro-orm/migrations';

// A credit reservation in one round trip. Generate reserves on every authorised request, and all
// of one account's requests queue on its balance row; as separate statements in a transaction,
// the row stayed locked across every round trip to the application. In one function call it is
// locked for the call and its commit only. Each statement in the function reads the newest
// committed rows (a single statement's data-modifying CTEs would all read as of its start, and
// so miss a concurrent reservation or release). The split is splitCost's
// (src/generation/credits/reserve.ts): a live subscription, then free, then paid.
export class Migration20261123220800 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create function "reserve_credits"("p_account" varchar, "p_generation" varchar, "p_cost" int, "p_now" timestamptz, "p_expires" timestamptz, "p_actor" varchar)
      returns table ("reserved" boolean, "available" int, "from_subscription" int, "from_free" int, "from_paid" int)
      language plpgsql volatile as $$
    declare
      cur record;
      live int;
      s int;
      f int;
      p int;
      after record;
    begin
      select b.paid, b.free, b.subscription, b.subscription_expires_at into cur from credit_balance b where b.account_id = p_account for update;
      if not found then
        return query select false, 0, 0, 0, 0;
        return;
      end if;
      live := case when cur.subscription_expires_at is null or cur.subscription_expires_at > p_now then cur.subscription else 0 end;
      s := least(live, p_cost);
      f := least(cur.free, p_cost - s);
      p := p_cost - s - f;
      if p > cur.paid then
        return query select false, live + cur.free + cur.paid, s, f, p;
        return;
      end if;
      update credit_balance b set subscription = b.subscription - s, free = b.free - f, paid = b.paid - p, updated_at = p_now
       where b.account_id = p_account returning b.subscription, b.free, b.paid into after;
      insert into credit_ledger (account_id, source, reason, delta, balance_after, reference, actor, created_at)
      select p_account, v.source, 'reserve', -v.part, v.after, p_generation, p_actor, p_now
        from (values ('subscription', s, after.subscription), ('free', f, after.free), ('credits', p, after.paid)) v(source, part, after)
       where v.part > 0;
      insert into credit_reservation (id, account_id, amount, from_subscription, from_free, from_paid, state, created_at, expires_at)
      values (p_generation, p_account, p_cost, s, f, p, 'held', p_now, p_expires);
      return query select true, live + cur.free + cur.paid, s, f, p;
    end
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function "reserve_credits"(varchar, varchar, int, timestamptz, timestamptz, varchar);`);
  }

}
