/**
 * paybill_payments (modules/payments, docs/product-rules/pay-bill.md#staff-resolution): staff resolve
 * a payment whose account named no member, and the row keeps how.
 *
 * - `pending`: a credit above the four-eyes threshold waits for a second person (`four_eyes_id`);
 *   `member_id` is the member it would go to. A rejection puts it back to `unmatched`.
 * - `credited` by staff: `resolved_by` (the maker), `approved_by` (the checker, four eyes only),
 *   `resolved_at`, `resolution_reason`, and the deposit intent as for a matched payment. A matched
 *   confirmation stays `credited` with no resolver.
 * - `returned`: staff sent the money back to the payer through an M-Pesa reversal by hand; no
 *   ledger effect.
 * The maker can never be the checker, whatever path writes.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table paybill_payments drop constraint paybill_payments_status_check`.execute(db);
  await sql`
    alter table paybill_payments
      add constraint paybill_payments_status_check check (status in ('credited', 'unmatched', 'pending', 'returned')),
      add column resolved_by bigint references staff_accounts (id),
      add column approved_by bigint references staff_accounts (id),
      add column resolved_at timestamptz,
      add column resolution_reason text,
      add column four_eyes_id bigint references four_eyes_requests (id),
      add constraint paybill_payments_maker_checker check (approved_by is null or approved_by <> resolved_by),
      add constraint paybill_payments_resolution check (
        (status in ('pending', 'returned')) <= (resolved_by is not null and resolution_reason is not null)
        and (status = 'returned') <= (resolved_at is not null)
        and (status = 'pending') = (four_eyes_id is not null and resolved_at is null)
        and (status = 'pending') <= (member_id is not null)
      )`.execute(db);
  await sql`drop index paybill_payments_unmatched`.execute(db);
  await sql`create index paybill_payments_open on paybill_payments (created_at) where status in ('unmatched', 'pending')`.execute(
    db,
  );
  await sql`create index paybill_payments_resolved on paybill_payments (resolved_at) where resolved_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists paybill_payments_resolved`.execute(db);
  await sql`drop index if exists paybill_payments_open`.execute(db);
  await sql`
    alter table paybill_payments
      drop constraint if exists paybill_payments_resolution,
      drop constraint if exists paybill_payments_maker_checker,
      drop column if exists four_eyes_id,
      drop column if exists resolution_reason,
      drop column if exists resolved_at,
      drop column if exists approved_by,
      drop column if exists resolved_by`.execute(db);
}
