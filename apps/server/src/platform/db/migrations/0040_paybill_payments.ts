/**
 * paybill_payments (modules/payments, docs/product-rules/pay-bill.md): one row per M-Pesa pay-bill
 * payment Safaricom confirmed to us (Daraja C2B), keyed by its TransID, so a confirmation sent
 * twice or at once by two nodes is kept and credited once. A payment whose account reference names
 * no member is kept `unmatched` for staff (the money is at our paybill: it must never be lost);
 * `credited` rows point at the deposit intent that moved the money through the ledger.
 *
 * paybill_bonus_due (modules/offers): pay-bill deposits whose offer bonus is still to be decided,
 * written by the offer's stream consumer in its cursor's transaction (so each deposit fact lands
 * here exactly once) and taken out by the one writer that decides it (delete … returning), which
 * asks eligibility first, outside any transaction.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table paybill_payments (
      trans_id text primary key,
      short_code text not null,
      bill_ref text not null,
      msisdn text not null,
      amount bigint not null check (amount > 0),
      trans_time text not null,
      status text not null check (status in ('credited', 'unmatched')),
      member_id bigint references members (id),
      intent_id uuid unique references payment_intents (id),
      payload jsonb not null,
      created_at timestamptz not null,
      check ((status = 'credited') = (intent_id is not null))
    )`.execute(db);
  await sql`create index paybill_payments_unmatched on paybill_payments (created_at) where status = 'unmatched'`.execute(db);
  await sql`
    create table paybill_bonus_due (
      intent_id uuid primary key references payment_intents (id),
      member_id bigint not null references members (id),
      amount bigint not null check (amount > 0),
      deposited_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists paybill_bonus_due`.execute(db);
  await sql`drop table if exists paybill_payments`.execute(db);
}
