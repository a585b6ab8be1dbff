/**
 * offer_settings (modules/offers): the bonus offers' settings document staff edit (one row; none
 * means the contract's defaults). Versioned and audited by the config module's settings.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table offer_settings (
      id smallint primary key check (id = 1),
      value jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists offer_settings`.execute(db);
}
