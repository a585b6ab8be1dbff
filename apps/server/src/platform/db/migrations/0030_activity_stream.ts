/**
 * The activity stream (DESIGN.md §8, docs/activity-stream.md): a transactional outbox of facts that
 * engagement and responsible gambling react to, written in the same transaction as the fact.
 *
 * activity_events.tx_id is the writing transaction's 64-bit id. Ids from a sequence are handed out
 * before commit, so a reader ordering by id alone could pass an event whose transaction commits
 * later and never see it. Readers instead take only events of transactions older than the oldest
 * one still running (pg_snapshot_xmin), ordered by (tx_id, id): such a set can no longer grow.
 *
 * activity_cursors: one row per consumer, the (tx_id, id) of the last event it applied; it is
 * advanced in the same transaction as the consumer's effects, so an event is applied at most once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table activity_events (
      id bigint generated always as identity primary key,
      tx_id bigint not null default (pg_current_xact_id()::text::bigint),
      kind text not null check (kind in (
        'member.registered', 'member.signed_in', 'deposit.succeeded', 'deposit.failed',
        'withdrawal.paid', 'withdrawal.cancelled', 'bet.settled', 'self_exclusion.started',
        'time_out.started', 'limit.refused'
      )),
      member_id bigint not null references members (id),
      payload jsonb not null,
      occurred_at timestamptz not null
    )`.execute(db);
  await sql`create index activity_events_order on activity_events (tx_id, id)`.execute(db);
  await sql`create index activity_events_member on activity_events (member_id, occurred_at desc)`.execute(db);
  await sql`
    create table activity_cursors (
      consumer text primary key,
      tx_id bigint not null default 0,
      event_id bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists activity_cursors`.execute(db);
  await sql`drop table if exists activity_events`.execute(db);
}
