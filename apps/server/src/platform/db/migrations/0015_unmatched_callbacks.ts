/**
 * Provider callbacks for no payment of ours are capped per rolling 24 hours and kept for a while
 * only (trust issue 16, modules/payments/callback-limits.ts); both read this index.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index payment_events_unmatched_callbacks on payment_events (created_at)
    where intent_id is null and source = 'callback'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_events_unmatched_callbacks`.execute(db);
}
