/**
 * The promotions console (modules/promotions) and staff images for campaigns (modules/media);
 * docs/staff-console.md#promotions and #images.
 *
 * promotion_versions: every save of a promotion is a new row with who, when, why and the whole
 * value; the live value stays in promotions.value (what players read) and equals the newest
 * version. Version 1 of each promotion already stored is its value today.
 * media: images staff uploaded, the bytes in the database so every node serves them and they
 * survive restarts and redeploys. The name is the first 32 hex digits of the bytes' SHA-256 plus
 * the extension, so a name always means the same bytes (served as immutable) and the same image
 * uploaded twice is stored once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promotion_versions (
      id bigint generated always as identity primary key,
      promotion_id bigint not null references promotions (id),
      version integer not null check (version > 0),
      value text not null,
      reason text not null,
      staff_id bigint references staff_accounts (id),
      staff_name text not null,
      created_at timestamptz not null,
      unique (promotion_id, version)
    )`.execute(db);
  await sql`
    insert into promotion_versions (promotion_id, version, value, reason, staff_name, created_at)
    select id, 1, value, 'initial value', 'system', updated_at from promotions`.execute(db);
  await sql`
    create table media (
      name text primary key,
      mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp')),
      size integer not null check (size > 0),
      sha256 text not null unique,
      bytes bytea not null,
      staff_id bigint references staff_accounts (id),
      created_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists media`.execute(db);
  await sql`drop table if exists promotion_versions`.execute(db);
}
