/**
 * Seed pairs of the per-bet games (slots, wheels; reference games-and-fairness §2.1): one row per
 * server seed a member has been given for a game. A row is 'committed' (only its hash is shown; the
 * seed that comes next), then 'active' (with the player's client seed; `nonce` is the nonce of the
 * next bet), then 'revealed' (the server seed may be shown; every bet under it can be verified).
 * `server_seed` is secret until revealed and is never served before.
 *
 * At most one active and one committed pair per member and game (partial unique indexes), so a
 * first visit racing itself creates them once. A spin locks the active row, uses and bumps its
 * nonce, moves the money and records the bet in one transaction: two spins can never share a nonce.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_seed_pairs (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      game_id smallint not null,
      state text not null check (state in ('committed', 'active', 'revealed')),
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text,
      nonce integer not null default 0 check (nonce >= 0),
      created_at timestamptz not null default now(),
      activated_at timestamptz,
      revealed_at timestamptz,
      check ((state = 'committed') = (client_seed is null))
    )`.execute(db);
  await sql`create unique index game_seed_pairs_active on game_seed_pairs (member_id, game_id) where state = 'active'`.execute(
    db,
  );
  await sql`create unique index game_seed_pairs_committed on game_seed_pairs (member_id, game_id) where state = 'committed'`.execute(
    db,
  );
  await sql`create index game_seed_pairs_revealed on game_seed_pairs (member_id, game_id, revealed_at desc) where state = 'revealed'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists game_seed_pairs`.execute(db);
}
