/**
 * The VIP club (modules/vip, docs/product-rules/vip.md):
 * - vip_settings: the levels' thresholds and benefits staff edit (one row; none means the
 *   contract's defaults), versioned and audited by the config module's settings;
 * - vip_points: one row per member and market year: the year's points, the highest level those
 *   points reached (never lowered within the year, even when staff raise a threshold) and when;
 * - vip_level_changes: each rise of a member's level, for the staff side.
 * Written only by the `vip-points` stream consumer (one upsert per member per batch).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vip_settings (
      id smallint primary key check (id = 1),
      value jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table vip_points (
      member_id bigint not null references members (id),
      year smallint not null,
      points bigint not null check (points >= 0),
      level smallint not null check (level between 0 and 20),
      level_reached_at timestamptz,
      updated_at timestamptz not null,
      primary key (member_id, year)
    )`.execute(db);
  await sql`
    create table vip_level_changes (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      year smallint not null,
      from_level smallint not null,
      to_level smallint not null check (to_level between 0 and 20),
      points bigint not null,
      at timestamptz not null
    )`.execute(db);
  await sql`create index vip_level_changes_member on vip_level_changes (member_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists vip_level_changes`.execute(db);
  await sql`drop table if exists vip_points`.execute(db);
  await sql`drop table if exists vip_settings`.execute(db);
}
