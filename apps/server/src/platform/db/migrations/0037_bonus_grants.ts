/**
 * Bonus money (DESIGN.md §8, docs/product-rules/bonus-money.md), owned by modules/bonus-money.
 *
 * bonus_grants: one row per bonus (a type 2 reward), with its terms frozen when granted. The table
 * cannot hold an unlawful offer: the wagering multiple is at most 10 (UKGC SR 5.1.1) and the
 * requirement is that multiple of the bonus itself, never of a deposit, so no grant can lock the
 * player's own cash; a conversion cap and a stake cap are positive; at most one grant per member is
 * being wagered at a time (the others queue).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bonus_grants (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      reward_id bigint not null unique references rewards (id),
      campaign text not null,
      amount bigint not null check (amount > 0),
      wagering_multiple smallint not null check (wagering_multiple between 0 and 10),
      wagering_required bigint not null,
      wagered bigint not null default 0 check (wagered >= 0),
      contributions jsonb not null,
      max_stake bigint not null check (max_stake > 0),
      max_conversion bigint not null check (max_conversion > 0),
      expires_at timestamptz not null,
      status text not null check (status in ('queued', 'active', 'completed', 'expired', 'forfeited')),
      converted bigint check (converted >= 0),
      created_at timestamptz not null,
      activated_at timestamptz,
      ended_at timestamptz,
      constraint bonus_grants_requirement check (wagering_required = amount * wagering_multiple),
      constraint bonus_grants_active_since check (
        (status = 'queued' and activated_at is null)
        or (status in ('active', 'completed') and activated_at is not null)
        or status in ('expired', 'forfeited')
      ),
      constraint bonus_grants_ended check ((status in ('queued', 'active')) = (ended_at is null))
    )`.execute(db);
  await sql`create unique index bonus_grants_one_active on bonus_grants (member_id) where status = 'active'`.execute(db);
  await sql`create index bonus_grants_member on bonus_grants (member_id, id)`.execute(db);
  await sql`create index bonus_grants_open_expiry on bonus_grants (expires_at) where status in ('queued', 'active')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists bonus_grants`.execute(db);
}
