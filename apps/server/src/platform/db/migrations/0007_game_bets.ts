/**
 * game_bets: one row per settled real-money (or coin/diamond) bet of any game, written by the
 * game's engine in the same transaction as its settlement. It is what the game centre reads for
 * game records, winners, the leaderboard and recent games, and what recall (reference §4: the last
 * 10 games of a player) is served from. Demo bets move no money and are not stored.
 *
 * bet_ref is the engine's own id for the bet, unique per game, so a settlement that is retried
 * records the bet once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_bets (
      id bigint generated always as identity primary key,
      game_id smallint not null,
      bet_ref text not null,
      member_id bigint not null references members (id),
      unit text not null check (unit in ('cash', 'coin', 'diamond')),
      stake bigint not null check (stake >= 0),
      payout bigint not null check (payout >= 0),
      multiplier integer not null check (multiplier >= 0),
      outcome jsonb not null,
      fairness jsonb not null,
      config_version text not null,
      balance_before bigint,
      balance_after bigint,
      placed_at timestamptz not null,
      settled_at timestamptz not null default now(),
      unique (game_id, bet_ref)
    )`.execute(db);
  await sql`create index game_bets_member on game_bets (member_id, settled_at desc, id desc)`.execute(db);
  await sql`create index game_bets_game on game_bets (game_id, settled_at desc, id desc)`.execute(db);
  await sql`create index game_bets_wins on game_bets (settled_at desc, id desc) where payout > stake`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists game_bets`.execute(db);
}
