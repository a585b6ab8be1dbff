/**
 * The mall and the exchange (modules/mall, docs/product-rules/mall.md):
 * - mall_settings: the items and exchange rates staff edit (one row; none means the contract's
 *   defaults), versioned and audited by the config module's settings;
 * - mall_stock: how many of an item are sold, raised by one conditional upsert that refuses to pass
 *   the item's stock (the row lock serialises concurrent redemptions);
 * - mall_member_counts: a member's redemptions of an item per market day and in all ('all'), each
 *   raised the same way against its limit;
 * - mall_raffles: a raffle item's committed seed (its SHA-256 published), tickets sold, and the draw;
 * - mall_redemptions: one row per purchase, with the prize it gave (a raffle ticket's number);
 * - mall_exchange_days / mall_exchanges: the exchange's daily use per member and unit, and each exchange.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mall_settings (
      id smallint primary key check (id = 1),
      value jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table mall_stock (
      item_id integer primary key,
      sold integer not null check (sold >= 0)
    )`.execute(db);
  await sql`
    create table mall_member_counts (
      member_id bigint not null references members (id),
      item_id integer not null,
      period text not null,
      count integer not null check (count >= 0),
      primary key (member_id, item_id, period)
    )`.execute(db);
  await sql`
    create table mall_raffles (
      item_id integer primary key,
      seed text not null,
      seed_hash text not null,
      draw_at timestamptz not null,
      tickets integer not null default 0 check (tickets >= 0),
      status text not null default 'open' check (status in ('open', 'drawn')),
      winners jsonb,
      drawn_at timestamptz,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table mall_redemptions (
      id bigint generated always as identity primary key,
      ref uuid not null unique,
      member_id bigint not null references members (id),
      item_id integer not null,
      name text not null,
      item_type smallint not null check (item_type between 1 and 6),
      payment_type smallint not null check (payment_type in (1, 2)),
      price bigint not null check (price > 0),
      amount bigint not null check (amount >= 0),
      ticket integer,
      status text not null check (status in ('paid', 'held', 'ticket')),
      created_at timestamptz not null,
      unique (item_id, ticket)
    )`.execute(db);
  await sql`create index mall_redemptions_member on mall_redemptions (member_id, id)`.execute(db);
  await sql`
    create table mall_exchange_days (
      member_id bigint not null references members (id),
      payment_type smallint not null check (payment_type in (1, 2)),
      day date not null,
      used bigint not null check (used >= 0),
      primary key (member_id, payment_type, day)
    )`.execute(db);
  await sql`
    create table mall_exchanges (
      id bigint generated always as identity primary key,
      ref uuid not null unique,
      member_id bigint not null references members (id),
      payment_type smallint not null check (payment_type in (1, 2)),
      amount bigint not null check (amount > 0),
      cash bigint not null check (cash > 0),
      status text not null check (status in ('paid', 'held')),
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index mall_exchanges_member on mall_exchanges (member_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'mall_exchanges',
    'mall_exchange_days',
    'mall_redemptions',
    'mall_raffles',
    'mall_member_counts',
    'mall_stock',
    'mall_settings',
  ]) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
