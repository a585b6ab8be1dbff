/**
 * Appeals (docs/product-rules/records-and-appeals.md) and the screenshots players upload for them.
 *
 * - appeals: one per payment record (intent_id unique), so two submits at once cannot open two
 *   appeals and appealing again reuses the row. `last_log_type` is the step the timeline is at:
 *   status alone cannot tell "submitted" from "passed to operations" (both reviewing), and every
 *   move is one conditional UPDATE on it, so racing staff and player moves cannot both win.
 * - appeal_logs: the timeline, append-only. params holds what the player sees (images, receipt,
 *   content, reasons); staff_id is who made a staff move and is never shown to the player.
 * - uploads: each stored image (the bytes live in <dataDir>/uploads under `name`). appeal_id is set
 *   when an appeal claims it; an image belongs to at most one appeal.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table appeals (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      kind smallint not null check (kind in (1, 2)),
      intent_id uuid not null unique references payment_intents (id),
      status smallint not null check (status in (1, 2, 9)),
      last_log_type smallint not null check (last_log_type between 1 and 8),
      receipt_number text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index appeals_member on appeals (member_id, id desc)`.execute(db);

  await sql`
    create table appeal_logs (
      id bigint generated always as identity primary key,
      appeal_id bigint not null references appeals (id),
      log_type smallint not null check (log_type between 1 and 8),
      params jsonb not null default '{}',
      staff_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index appeal_logs_appeal on appeal_logs (appeal_id, id)`.execute(db);

  await sql`
    create table uploads (
      name text primary key check (name ~ '^[0-9a-f]{32}\\.(png|jpg)$'),
      member_id bigint not null references members (id),
      mime text not null check (mime in ('image/png', 'image/jpeg')),
      size integer not null check (size > 0),
      sha256 text not null,
      appeal_id bigint references appeals (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index uploads_member_created on uploads (member_id, created_at)`.execute(db);
  await sql`create index uploads_appeal on uploads (appeal_id) where appeal_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['uploads', 'appeal_logs', 'appeals']) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
