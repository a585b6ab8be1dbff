/**
 * invite_referrals.retry_at (modules/invite, docs/product-rules/invites.md#pay-out): a qualified
 * referral whose inviter is held back for a while (a time-out, a limit lock, a staff or harm-review
 * concern) waits instead of being refused; the settler asks again from this time on, until 30 days
 * after the referral qualified. Null: due now.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invite_referrals add column retry_at timestamptz`.execute(db);
  await sql`create index invite_referrals_qualified on invite_referrals (id) where status = 'qualified'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists invite_referrals_qualified`.execute(db);
  await sql`alter table invite_referrals drop column if exists retry_at`.execute(db);
}
