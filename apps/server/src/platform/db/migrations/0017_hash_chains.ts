/**
 * One table for every game's hash chain (modules/games/hash-chain): crash_chains,
 * crash_chain_checkpoints and football_chains become hash_chains, keyed by (game, id).
 *
 * - `id` keeps each game's own numbering: crash:3 and football:3 stay the chains players verify
 *   under those names (links/5, rounds, recorded bets). A new chain takes its game's highest id + 1.
 * - `checkpoints` holds elements 0, `checkpoint_every`, 2·`checkpoint_every`, … (element 0 is the
 *   seed), as secret as the seed: an element is walked from the checkpoint at or below it. Crash's
 *   checkpoint rows move in verbatim (every 1000). Football kept none and walked from the seed, so
 *   its chains move with the seed as their only checkpoint (`checkpoint_every` = length): the same
 *   walk as before. Chains made from now on keep one every 1000, whatever the game.
 * - `hmac_scheme` is crash's (0012), null for football.
 * Seed, terminating hash, salt and its life, length and cursor (the last round number handed out)
 * move unchanged, so every chain plays the same hash at the same round number as before.
 *
 * The old tables are locked first, so no round is taken from them while they are copied.
 *
 * crash_rounds and football_rounds gain `chain_game` (constant, checked) so their chain_id is a
 * foreign key into hash_chains again.
 */
import { sql, type Kysely } from 'kysely';

const EVERY = 1000;

/** Refuses to move crash checkpoints that are not exactly elements 0, 1000, 2000, … of their chain. */
async function checkCrashCheckpoints(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    select c.id from crash_chains c
    left join (
      select chain_id, count(*) as n,
        bool_and(position = (rank - 1) * ${EVERY}) as aligned,
        bool_or(position = 0 and hash = seed) as seeded
      from (
        select k.chain_id, k.position, k.hash, c2.seed, row_number() over (partition by k.chain_id order by k.position) as rank
        from crash_chain_checkpoints k join crash_chains c2 on c2.id = k.chain_id
      ) ranked
      group by chain_id
    ) k on k.chain_id = c.id
    where k.chain_id is null or not k.aligned or not k.seeded or k.n <> (c.length - 1) / ${EVERY} + 1`.execute(db);
  if (rows.length > 0) throw new Error(`crash chains ${rows.map((r) => r.id).join(', ')}: checkpoints not as built`);
}

async function createTable(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table hash_chains (
      game text not null check (game in ('crash', 'football')),
      id integer not null check (id > 0),
      seed text not null,
      terminating_hash text not null,
      checkpoint_every integer not null check (checkpoint_every > 0),
      checkpoints text[] not null,
      salt text,
      salt_kind text not null check (salt_kind in ('public', 'development')),
      salt_source text check (salt_source is null or length(salt_source) between 1 and 200),
      salt_expected_at timestamptz,
      salt_set_at timestamptz,
      hmac_scheme smallint check (hmac_scheme in (1, 2)),
      length integer not null check (length > 0),
      cursor integer not null default 0 check (cursor >= 0 and cursor <= length),
      created_at timestamptz not null,
      primary key (game, id),
      unique (game, terminating_hash),
      constraint hash_chains_salt_set check ((salt is null) = (salt_set_at is null)),
      constraint hash_chains_salt_announced
        check (salt_kind = 'development' or (salt_source is not null and salt_expected_at is not null)),
      constraint hash_chains_scheme check ((game = 'crash') = (hmac_scheme is not null)),
      constraint hash_chains_checkpoints
        check (checkpoints[1] = seed and cardinality(checkpoints) = (length - 1) / checkpoint_every + 1)
    )`.execute(db);
}

async function moveChains(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into hash_chains (game, id, seed, terminating_hash, checkpoint_every, checkpoints, salt, salt_kind, salt_source,
      salt_expected_at, salt_set_at, hmac_scheme, length, cursor, created_at)
    select 'crash', c.id, c.seed, c.terminating_hash, ${EVERY},
      array(select k.hash from crash_chain_checkpoints k where k.chain_id = c.id order by k.position),
      c.salt, c.salt_kind, c.salt_source, c.salt_expected_at, c.salt_set_at, c.hmac_scheme, c.length, c.cursor, c.created_at
    from crash_chains c`.execute(db);
  await sql`
    insert into hash_chains (game, id, seed, terminating_hash, checkpoint_every, checkpoints, salt, salt_kind, salt_source,
      salt_expected_at, salt_set_at, hmac_scheme, length, cursor, created_at)
    select 'football', f.id, f.seed, f.terminating_hash, f.length, array[f.seed],
      f.salt, f.salt_kind, f.salt_source, f.salt_expected_at, f.salt_set_at, null, f.length, f.cursor, f.created_at
    from football_chains f`.execute(db);
}

/** Points a rounds table's chain_id at hash_chains, through a constant game column. */
async function repointRounds(db: Kysely<unknown>, table: 'crash_rounds' | 'football_rounds', game: string): Promise<void> {
  const t = sql.table(table);
  await sql`alter table ${t} drop constraint ${sql.raw(`${table}_chain_id_fkey`)}`.execute(db);
  await sql`
    alter table ${t}
      add column chain_game text not null default ${sql.lit(game)} check (chain_game = ${sql.lit(game)}),
      add constraint ${sql.raw(`${table}_chain_fkey`)} foreign key (chain_game, chain_id) references hash_chains (game, id)`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // A node still running the old code must not take a round between the copy and the drop: it
  // waits here until the tables are gone, and its round fails instead of reusing a hash.
  await sql`lock table crash_chains, crash_chain_checkpoints, football_chains in access exclusive mode`.execute(db);
  await checkCrashCheckpoints(db);
  await createTable(db);
  await moveChains(db);
  await repointRounds(db, 'crash_rounds', 'crash');
  await repointRounds(db, 'football_rounds', 'football');
  await sql`drop table crash_chain_checkpoints`.execute(db);
  await sql`drop table crash_chains`.execute(db);
  await sql`drop table football_chains`.execute(db);
}

export async function down(): Promise<void> {
  // Not reversible here: chains made after this migration may have no crash-style checkpoint rows.
}
