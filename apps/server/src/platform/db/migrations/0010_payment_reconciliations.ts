/**
 * Provider reconciliation as reports an operator can work through (supersedes the JSON blobs of
 * payment_recon_reports, which stays as it was and is no longer written).
 *
 * - payment_reconciliations: one report per provider and market day (unique), the day being the
 *   market's calendar day (e.g. Africa/Lusaka) and [period_start, period_end) its UTC instants.
 *   A re-run of the same day updates the report in place (run_count) rather than adding another.
 * - payment_reconciliation_lines: one row per difference found, with what we hold (`ours`) and
 *   what the provider says (`theirs`) as JSON text. `intent_id` is text, not a foreign key: a
 *   provider line we have no intent for carries whatever id the provider printed. A line is
 *   explained by staff with a reason; nothing here ever changes a payment or a balance.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_reconciliations (
      id bigint generated always as identity primary key,
      provider text not null,
      day date not null,
      time_zone text not null,
      period_start timestamptz not null,
      period_end timestamptz not null,
      source text not null check (source in ('statement', 'per-intent')),
      provider_lines integer not null check (provider_lines >= 0),
      our_intents integer not null check (our_intents >= 0),
      difference_count integer not null check (difference_count >= 0),
      unexplained_count integer not null check (unexplained_count >= 0 and unexplained_count <= difference_count),
      run_count integer not null default 1 check (run_count >= 1),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (provider, day)
    )`.execute(db);
  await sql`
    create table payment_reconciliation_lines (
      id bigint generated always as identity primary key,
      report_id bigint not null references payment_reconciliations (id),
      kind text not null check (kind in ('missing_locally', 'missing_at_provider', 'amount_differs', 'currency_differs',
        'status_differs', 'late_success', 'unverified')),
      intent_id text not null,
      provider_txn_id text,
      ours text,
      theirs text,
      detail text,
      explained_at timestamptz,
      explained_by text,
      explanation text,
      created_at timestamptz not null,
      check ((explained_at is null) = (explanation is null))
    )`.execute(db);
  await sql`create index payment_reconciliation_lines_report on payment_reconciliation_lines (report_id, id)`.execute(db);
  await sql`create index payment_reconciliation_lines_intent on payment_reconciliation_lines (intent_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists payment_reconciliation_lines`.execute(db);
  await sql`drop table if exists payment_reconciliations`.execute(db);
}
