/**
 * registration_spins (modules/registration-wheel): one row per guest device. Created committed (the
 * server seed chosen, its hash shown), spun once (client seed, nonce 0, the exact table and the
 * prize), then claimed by the account that device signs up next, at most once and at most one spin
 * per member, before `expires_at`.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table registration_spins (
      id bigint generated always as identity primary key,
      device_id text not null unique check (length(device_id) between 1 and 128),
      server_seed text not null,
      server_seed_hash text not null,
      committed_at timestamptz not null,
      client_seed text,
      nonce integer not null default 0,
      wheel_table jsonb,
      table_hash text,
      segment_index integer,
      bonus_type smallint check (bonus_type between 1 and 4),
      bonus_amount bigint check (bonus_amount > 0),
      txt text,
      spun_at timestamptz,
      expires_at timestamptz,
      member_id bigint unique references members (id),
      claimed_at timestamptz,
      check ((spun_at is null) = (client_seed is null)),
      check (spun_at is null or (segment_index is not null and bonus_type is not null and bonus_amount is not null
        and expires_at is not null and wheel_table is not null and table_hash is not null and txt is not null)),
      check (member_id is null or spun_at is not null),
      check ((member_id is null) = (claimed_at is null))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists registration_spins`.execute(db);
}
