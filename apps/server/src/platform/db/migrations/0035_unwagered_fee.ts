/**
 * The extra fee on withdrawing deposits not yet staked (docs/product-rules/wallet-unwagered-fee.md),
 * owned by modules/payments.
 *
 * deposit_turnover: one row per credited deposit, filled from the activity stream by the
 * `deposit-turnover` consumer: its amount, the multiple of it cash stakes must reach (frozen when
 * the deposit is applied) and how much stakes have covered so far (oldest deposit first). The
 * intent id is the fact's, not a foreign key: the stream is this table's source, and a consumer
 * must not stop on a fact it cannot tie to a row.
 *
 * withdrawal_unwagered_draws: per withdrawal, the unwagered part it took and the extra fee charged on
 * it, written in the transaction that reserves the withdrawal; a later quote subtracts the draws of
 * withdrawals that did not fail.
 *
 * activity_events_member_stream: the charge reads a member's facts the consumer has not applied yet
 * ((tx_id, id) after its cursor) without scanning the member's whole history.
 *
 * Config 6002 gains `unwageredFee` with the defaults, so staff see and edit it in the settings.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deposit_turnover (
      intent_id text primary key,
      member_id bigint not null references members (id),
      amount bigint not null check (amount > 0),
      multiple integer not null check (multiple between 1 and 10),
      covered bigint not null default 0 check (covered >= 0 and covered <= amount * multiple),
      credited_at timestamptz not null
    )`.execute(db);
  await sql`create index deposit_turnover_member on deposit_turnover (member_id, credited_at)`.execute(db);
  await sql`
    create table withdrawal_unwagered_draws (
      intent_id uuid primary key references payment_intents (id),
      member_id bigint not null references members (id),
      base bigint not null check (base > 0),
      extra_fee bigint not null check (extra_fee >= 0),
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index withdrawal_unwagered_draws_member on withdrawal_unwagered_draws (member_id, created_at)`.execute(db);
  await sql`create index activity_events_member_stream on activity_events (member_id, tx_id, id)`.execute(db);
  await sql`
    update global_config
       set content = (content::jsonb || '{"unwageredFee":{"rate":1000,"multiple":1,"windowDays":30}}'::jsonb)::text
     where type = 6002 and not (content::jsonb ? 'unwageredFee')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update global_config set content = (content::jsonb - 'unwageredFee')::text where type = 6002`.execute(db);
  await sql`drop index if exists activity_events_member_stream`.execute(db);
  await sql`drop table if exists withdrawal_unwagered_draws`.execute(db);
  await sql`drop table if exists deposit_turnover`.execute(db);
}
