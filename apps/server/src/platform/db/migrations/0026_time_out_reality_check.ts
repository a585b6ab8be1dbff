/**
 * Responsible gambling (modules/time-out, docs/product-rules/responsible-gambling.md): a member's
 * time-outs (cool-off periods that cannot be shortened) and their chosen reality-check interval.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table time_outs (
      id bigserial primary key,
      member_id bigint not null references members (id),
      period text not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      created_at timestamptz not null default now(),
      check (ends_at > starts_at)
    )`.execute(db);
  await sql`create index time_outs_member_ends on time_outs (member_id, ends_at desc)`.execute(db);
  await sql`
    create table reality_check_settings (
      member_id bigint primary key references members (id),
      interval_minutes integer not null check (interval_minutes in (0, 15, 30, 60)),
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table reality_check_settings`.execute(db);
  await sql`drop table time_outs`.execute(db);
}
