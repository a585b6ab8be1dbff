/**
 * paybill_payments (modules/payments, docs/product-rules/pay-bill.md): one row per M-Pesa pay-bill
 * payment Safaricom confirmed to us (Daraja C2B), keyed by its TransID, so a confirmation sent
 * twice or at once by two nodes is kept and credited once. A payment whose account reference names
 * no member is kept `unmatched` for staff (the money is at our paybill: it must never be lost);
 * `credited` rows point at the deposit intent that moved the money through the ledger.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists paybill_payments`.execute(db);
}
