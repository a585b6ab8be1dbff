/**
 * Eligibility asks, per member, whether they were refused by their own limit in the last 24 hours
 * (the "limit lock"); rg_limit_refusals was indexed by time only, for the Limit hits list.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index rg_limit_refusals_member on rg_limit_refusals (member_id, at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists rg_limit_refusals_member`.execute(db);
}
