/**
 * deposit_offer_sign_ins (modules/deposit-offers): what the 3-day check-in needs of a member's
 * sign-ins (seeds: "login within 2 days to claim again"), kept by the deposit-offers stream consumer
 * from `member.signed_in`. One row per member: the latest sign-in market day, the first day of the
 * current unbroken stretch of sign-ins (no two more than the offer's `returnDays` apart), and the
 * last day of the stretch before it. The whole history is never needed: the run only asks whether a
 * stretch broke after the member's last check-in.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deposit_offer_sign_ins (
      member_id bigint primary key references members (id),
      last_day date not null,
      stretch_from date not null,
      previous_stretch_end date,
      updated_at timestamptz not null,
      check (stretch_from <= last_day),
      check (previous_stretch_end is null or previous_stretch_end < stretch_from)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists deposit_offer_sign_ins`.execute(db);
}
