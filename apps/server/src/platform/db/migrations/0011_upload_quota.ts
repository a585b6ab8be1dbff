/**
 * The hourly upload quota as a counter per member and clock hour (trust review 15). Counting the
 * member's uploads and then inserting let concurrent uploads all pass the count; a slot is now
 * taken by one statement (insert, or increment while under the limit), so the database decides
 * and every node sees the same count.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table upload_quota (
      member_id bigint not null references members (id),
      hour_start timestamptz not null,
      used integer not null check (used >= 0),
      primary key (member_id, hour_start)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table upload_quota`.execute(db);
}
