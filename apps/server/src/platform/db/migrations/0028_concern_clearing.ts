/**
 * A responsible-gambling concern can be cleared by staff with a note (docs/staff-console.md#players):
 * the flag row stays, so the page's concern history shows who marked it and who cleared it, and why.
 * The audit log keeps the same before/after.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table player_flags
      add column cleared_at timestamptz,
      add column cleared_by text,
      add column clear_note text check (length(clear_note) between 1 and 2000),
      add constraint player_flags_cleared_whole check (
        (cleared_at is null) = (cleared_by is null) and (cleared_at is null) = (clear_note is null)
      )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table player_flags
      drop constraint player_flags_cleared_whole,
      drop column clear_note,
      drop column cleared_by,
      drop column cleared_at`.execute(db);
}
