/**
 * Vouchers (modules/vouchers) and promotion campaigns (modules/promotions);
 * docs/product-rules/vouchers-and-promotions.md.
 *
 * vouchers: one row per voucher grant (a type 5 reward, whose ledger transfer put `amount × copies`
 * in the member's voucher account). Each copy is used once; `copies_left` only goes down, and a
 * voucher is `valid` while it has copies left and has not expired.
 * voucher_uses: one row per copy used, unique per voucher and copy number, and per qualifying
 * deposit (a deposit pays at most one voucher copy), so two concurrent uses cannot both succeed.
 * promotions: staff-configured campaigns shown on `promotion`; `value` is the campaign JSON
 * (campaign base plus the promotion's own fields), parsed by the module; `announced_at` is set once
 * when its start was pushed.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vouchers (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      reward_id bigint not null unique references rewards (id),
      campaign text not null,
      name text not null,
      amount bigint not null check (amount > 0),
      copies smallint not null check (copies between 1 and 100),
      copies_left smallint not null,
      min_amount bigint not null check (min_amount >= 0),
      expires_at timestamptz not null,
      status text not null check (status in ('valid', 'used', 'expired')),
      created_at timestamptz not null,
      ended_at timestamptz,
      constraint vouchers_copies_left check (copies_left between 0 and copies),
      constraint vouchers_used check ((status = 'used') = (copies_left = 0)),
      constraint vouchers_ended check ((status = 'valid') = (ended_at is null))
    )`.execute(db);
  await sql`create index vouchers_member on vouchers (member_id, status, id)`.execute(db);
  await sql`create index vouchers_open_expiry on vouchers (expires_at) where status = 'valid'`.execute(db);
  await sql`
    create table voucher_uses (
      id bigint generated always as identity primary key,
      voucher_id bigint not null references vouchers (id),
      member_id bigint not null references members (id),
      copy_no smallint not null check (copy_no >= 1),
      amount bigint not null check (amount > 0),
      deposit_id text,
      used_at timestamptz not null,
      unique (voucher_id, copy_no)
    )`.execute(db);
  await sql`create unique index voucher_uses_deposit on voucher_uses (deposit_id) where deposit_id is not null`.execute(db);
  await sql`create index voucher_uses_member on voucher_uses (member_id, id)`.execute(db);
  await sql`
    create table promotions (
      id bigint generated always as identity primary key,
      slug text not null unique,
      value text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      announced_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists voucher_uses`.execute(db);
  await sql`drop table if exists vouchers`.execute(db);
  await sql`drop table if exists promotions`.execute(db);
}
