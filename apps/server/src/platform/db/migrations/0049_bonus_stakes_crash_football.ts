/**
 * crash_bets.bonus_stake / football_bets.bonus_stake (docs/product-rules/bonus-money.md#staking): the
 * part of a cash stake paid with bonus money, and the grant it came from. A win is split between cash
 * and bonus money in the stake's proportion, and a refund returns each part where it came from (or to
 * the grant's campaign once the grant has ended), so the bet row keeps both. Never more than the
 * stake; a bonus share always names its grant.
 */
import { sql, type Kysely } from 'kysely';

const TABLES = ['crash_bets', 'football_bets'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const t of TABLES) {
    await sql`alter table ${sql.table(t)}
      add column bonus_stake bigint not null default 0,
      add column bonus_grant_id bigint,
      add constraint ${sql.ref(`${t}_bonus_stake_check`)} check (bonus_stake >= 0 and bonus_stake <= stake),
      add constraint ${sql.ref(`${t}_bonus_grant_check`)} check (bonus_stake = 0 or bonus_grant_id is not null)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of TABLES) {
    await sql`alter table ${sql.table(t)} drop column if exists bonus_stake, drop column if exists bonus_grant_id`.execute(db);
  }
}
