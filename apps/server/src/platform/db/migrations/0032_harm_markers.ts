/**
 * Harm markers (docs/product-rules/responsible-gambling.md#harm-markers), owned by
 * modules/harm-markers, which fills them from the activity stream.
 *
 * rg_harm_signals: one row per sign a marker counts (a deposit, a failed deposit, a night with
 * real-money play, a limit refusal, a cancelled withdrawal, a deposit soon after one, a big loss, a
 * deposit soon after one). `dedupe_key` makes replays and one-per-night signals write once.
 *
 * rg_harm_reviews: the automatic "no bonus, no marketing" flag raised when a marker reaches its
 * threshold; open until a staff member reviews it with a note (at most one open per member).
 *
 * rg_harm_settings: the thresholds staff edit (one row; none means the contract's defaults). Kept
 * here rather than in global_config, which the public config read serves to anyone.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rg_harm_signals (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      signal text not null check (signal in (
        'deposit', 'deposit_failed', 'night_play', 'limit_hit', 'withdrawal_cancelled', 'cancel_redeposit', 'big_loss', 'chase'
      )),
      at timestamptz not null,
      dedupe_key text not null unique
    )`.execute(db);
  await sql`create index rg_harm_signals_member on rg_harm_signals (member_id, signal, at desc)`.execute(db);
  await sql`
    create table rg_harm_reviews (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      raised_at timestamptz not null,
      updated_at timestamptz not null,
      markers jsonb not null,
      reviewed_at timestamptz,
      reviewed_by text,
      staff_id bigint,
      note text check (length(note) between 1 and 2000),
      constraint rg_harm_reviews_whole check (
        (reviewed_at is null) = (reviewed_by is null) and (reviewed_at is null) = (note is null)
        and (reviewed_at is null) = (staff_id is null)
      )
    )`.execute(db);
  await sql`create unique index rg_harm_reviews_one_open on rg_harm_reviews (member_id) where reviewed_at is null`.execute(db);
  await sql`create index rg_harm_reviews_member on rg_harm_reviews (member_id, id desc)`.execute(db);
  await sql`
    create table rg_harm_settings (
      id smallint primary key check (id = 1),
      value jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rg_harm_settings`.execute(db);
  await sql`drop table if exists rg_harm_reviews`.execute(db);
  await sql`drop table if exists rg_harm_signals`.execute(db);
}
