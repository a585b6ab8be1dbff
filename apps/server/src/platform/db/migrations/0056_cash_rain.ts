/**
 * Cash rain (modules/cash-rain, docs/product-rules/cash-rain.md):
 * - cash_rain_settings: the schedule staff edit (title and rounds; one row, none means no rounds),
 *   versioned and audited by the config module's settings;
 * - cash_rain_rounds: a round's window and published tier table, with its seed committed (SHA-256
 *   shown to players) when the round is first saved;
 * - cash_rain_packets: every packet of a round cut before it begins, in the seed's shuffled order. A
 *   grab claims the next free one (SKIP LOCKED); UNIQUE (round_id, member_id) gives a member at most
 *   one packet per round, and the packets' amounts sum to the pot, so a round never pays more.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cash_rain_settings (
      id smallint primary key check (id = 1),
      value jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table cash_rain_rounds (
      id bigint generated always as identity primary key,
      key text not null unique,
      begins_at timestamptz not null,
      ends_at timestamptz not null,
      tiers jsonb not null,
      pot bigint not null check (pot > 0),
      packets integer not null check (packets > 0),
      seed text not null,
      seed_hash text not null,
      created_at timestamptz not null,
      check (ends_at > begins_at)
    )`.execute(db);
  await sql`create index cash_rain_rounds_window on cash_rain_rounds (begins_at)`.execute(db);
  await sql`
    create table cash_rain_packets (
      round_id bigint not null references cash_rain_rounds (id) on delete cascade,
      place integer not null check (place >= 0),
      amount bigint not null check (amount > 0),
      member_id bigint references members (id),
      claimed_at timestamptz,
      primary key (round_id, place),
      unique (round_id, member_id),
      check ((member_id is null) = (claimed_at is null))
    )`.execute(db);
  await sql`create index cash_rain_packets_free on cash_rain_packets (round_id, place) where member_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['cash_rain_packets', 'cash_rain_rounds', 'cash_rain_settings']) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
