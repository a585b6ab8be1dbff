/**
 * The one reward path (DESIGN.md §8, docs/product-rules/rewards.md), owned by modules/rewards.
 *
 * Campaign budgets are ledger system accounts named `budget:<campaign>` (one shard each). The ledger
 * lets system accounts go negative (a house pays out more than it took); a budget must not, so a
 * CHECK refuses any balance below zero on them: two grants racing for the last of a budget are
 * serialised by the ledger's account lock and the second fails whole, whatever the callers do.
 *
 * rewards: one row per grant, unique per source, member and period (`idempotency_key`), so a retried
 * or concurrent claim pays once. `held` waits for a staff decision (an amount above the four-eyes
 * threshold); `paid` names its ledger transfer (bonus money, type 2, is paid by the bonus-money
 * module's grant, `bonus_grants`, when it becomes the member's active bonus).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_accounts add constraint ledger_accounts_budget_not_negative
      check (system_name is null or system_name not like 'budget:%' or balance >= 0)`.execute(db);
  await sql`
    create table rewards (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      campaign text not null check (campaign ~ '^[a-z0-9][a-z0-9_-]{0,47}$'),
      source_kind text not null check (length(source_kind) between 1 and 48),
      source_id text not null check (length(source_id) between 1 and 128),
      period text not null check (length(period) between 1 and 32),
      bonus_type smallint not null check (bonus_type in (1, 2, 3, 4, 5)),
      amount bigint not null check (amount > 0),
      idempotency_key text not null unique,
      status text not null check (status in ('paid', 'held', 'rejected')),
      transfer_id bigint,
      decided_by text,
      decided_at timestamptz,
      created_at timestamptz not null,
      -- Bonus money (type 2) is paid by the bonus-money module when its grant becomes active.
      constraint rewards_paid_has_transfer check (bonus_type = 2 or (status = 'paid') = (transfer_id is not null))
    )`.execute(db);
  await sql`create index rewards_member on rewards (member_id, id desc)`.execute(db);
  await sql`create index rewards_held on rewards (created_at) where status = 'held'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rewards`.execute(db);
  await sql`alter table ledger_accounts drop constraint if exists ledger_accounts_budget_not_negative`.execute(db);
}
