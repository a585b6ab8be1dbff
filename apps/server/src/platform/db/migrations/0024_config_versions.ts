/**
 * Versioned market settings (modules/config, docs/staff-console.md#market-settings): every staff save
 * of a global_config document is a new row here with who, when, why and the whole value. The live
 * value stays in global_config (what the player app and payments read); the latest version equals it.
 * Version 1 of each shipped document is the value the installation started with.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table config_versions (
      id bigserial primary key,
      type integer not null,
      version integer not null check (version > 0),
      content text not null,
      reason text not null,
      staff_id bigint references staff_accounts (id),
      staff_name text not null,
      created_at timestamptz not null default now(),
      unique (type, version)
    )`.execute(db);
  await sql`
    insert into config_versions (type, version, content, reason, staff_name)
    select distinct on (type) type, 1, content, 'initial value', 'system'
    from global_config where type in (160, 6000, 6002) order by type, sort, id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists config_versions`.execute(db);
}
