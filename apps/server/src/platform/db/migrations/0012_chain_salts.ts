/**
 * Chain salts announced before they exist, and the crash HMAC scheme per chain (trust review items
 * 1, 2 and 7; the rules are in modules/games/chain-salt).
 *
 * crash_chains and football_chains gain the salt's life: a chain is stored with its terminating
 * hash (the commitment, published at `created_at`) and either
 * - `salt_kind` 'public': `salt_source` names a public value that does not exist yet (e.g. the hash
 *   of a named future Bitcoin block) and `salt_expected_at` when it should; `salt` stays null and
 *   no round is played from the chain until an operator sets it (`salt_set_at`), or
 * - `salt_kind` 'development': a random salt drawn by the server right after the commitment, for
 *   embedded and development runs only (never with NODE_ENV=production).
 * Chains made before this migration had their salt drawn by the server together with the chain:
 * that is a development salt, and they are labelled so.
 *
 * crash_chains.hmac_scheme is the crash point's HMAC message (packages/fairness crash/point.ts):
 * 1 = the game hash as hex text (every chain made before this migration), 2 = its 32 raw bytes.
 *
 * Data fixes: a round that recovery settled with a crash point at or above 200x was stored with
 * forced = false, against the published rule; such rounds, and their bets' records in game_bets,
 * are corrected. Crash bet records gain their chain's scheme and salt kind.
 */
import { sql, type Kysely } from 'kysely';

const CAP = 20_000;
const AVIATOR = 1;

async function addSaltLife(db: Kysely<unknown>, table: 'crash_chains' | 'football_chains'): Promise<void> {
  const t = sql.table(table);
  await sql`alter table ${t} alter column salt drop not null`.execute(db);
  await sql`
    alter table ${t}
      add column salt_kind text check (salt_kind in ('public', 'development')),
      add column salt_source text check (salt_source is null or length(salt_source) between 1 and 200),
      add column salt_expected_at timestamptz,
      add column salt_set_at timestamptz`.execute(db);
  await sql`update ${t} set salt_kind = 'development', salt_set_at = created_at`.execute(db);
  await sql`alter table ${t} alter column salt_kind set not null`.execute(db);
  await sql`
    alter table ${t}
      add constraint ${sql.raw(`${table}_salt_set`)} check ((salt is null) = (salt_set_at is null)),
      add constraint ${sql.raw(`${table}_salt_announced`)}
        check (salt_kind = 'development' or (salt_source is not null and salt_expected_at is not null))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addSaltLife(db, 'crash_chains');
  await addSaltLife(db, 'football_chains');
  await sql`alter table crash_chains add column hmac_scheme smallint not null default 1 check (hmac_scheme in (1, 2))`.execute(
    db,
  );
  await sql`alter table crash_chains alter column hmac_scheme drop default`.execute(db);

  await sql`
    update crash_rounds set forced = true
    where crash_point >= ${CAP} and state in ('crashed', 'settled') and not forced`.execute(db);
  await sql`
    update game_bets set outcome = jsonb_set(outcome, '{forced}', 'true'::jsonb)
    where game_id = ${AVIATOR} and (outcome ->> 'crashPoint')::bigint >= ${CAP} and outcome ->> 'forced' = 'false'`.execute(db);
  await sql`
    update game_bets set fairness = fairness || '{"hmacScheme": 1, "saltKind": "development"}'::jsonb
    where game_id = ${AVIATOR} and not fairness ? 'hmacScheme'`.execute(db);
}

export async function down(): Promise<void> {
  // Not reversible: the corrected records must not be put back wrong.
}
