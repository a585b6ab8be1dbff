/**
 * Wrong one-time codes (trust issue 18, modules/auth/otp.service.ts): one row per wrong code, so
 * the daily caps per number and per address can be counted over a rolling 24 hours. Rows older
 * than the window are deleted as new ones arrive.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table otp_wrong_codes (
      id bigserial primary key,
      mobile text not null,
      ip text not null,
      at timestamptz not null
    )`.execute(db);
  await sql`create index otp_wrong_codes_mobile_at on otp_wrong_codes (mobile, at)`.execute(db);
  await sql`create index otp_wrong_codes_ip_at on otp_wrong_codes (ip, at)`.execute(db);
  await sql`create index otp_wrong_codes_at on otp_wrong_codes (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table otp_wrong_codes`.execute(db);
}
