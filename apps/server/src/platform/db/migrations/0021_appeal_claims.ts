/**
 * Staff work on appeals (modules/appeals, docs/staff-console.md#appeals): the agent who holds an
 * appeal. One agent at a time: the claim is a conditional UPDATE on `claimed_by is null`, so of two
 * agents claiming at once exactly one wins. The credit itself needs no column: the ledger's unique
 * idempotency key (`appeal:<id>:credit`) makes it happen once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeals add column claimed_by bigint references staff_accounts (id)`.execute(db);
  await sql`alter table appeals add column claimed_at timestamptz`.execute(db);
  // The queue lists open appeals oldest first, by step and claim.
  await sql`create index appeals_queue on appeals (status, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index appeals_queue`.execute(db);
  await sql`alter table appeals drop column claimed_at`.execute(db);
  await sql`alter table appeals drop column claimed_by`.execute(db);
}
