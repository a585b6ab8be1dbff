/**
 * Tasks (modules/tasks, docs/product-rules/tasks.md): the `tasks` setting's document (one row, like
 * vip_settings), each member's progress per task and period (written only by the `tasks` stream
 * consumer), and the collects, one per member, task and period, written in the transaction of the
 * reward that pays them (rewards, 0036): the unique key makes concurrent collects pay once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table task_settings (
      id smallint primary key check (id = 1),
      value jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table task_progress (
      member_id bigint not null references members (id),
      task_id integer not null,
      period text not null check (length(period) between 1 and 16),
      current bigint not null check (current >= 0),
      -- the market day of the last sign-in counted, so a sign-in task counts days, not sessions
      last_day text,
      updated_at timestamptz not null,
      primary key (member_id, period, task_id)
    )`.execute(db);
  await sql`
    create table task_collects (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      list text not null check (list in ('center', 'diamond')),
      task_id integer not null,
      task_type smallint not null,
      period text not null check (length(period) between 1 and 16),
      bonus_type smallint not null check (bonus_type in (1, 3, 4, 5)),
      amount bigint not null check (amount > 0),
      original_amount bigint not null check (original_amount > 0),
      reward_id bigint not null references rewards (id),
      status text not null check (status in ('paid', 'held')),
      created_at timestamptz not null,
      unique (member_id, task_id, period)
    )`.execute(db);
  await sql`create index task_collects_log on task_collects (member_id, list, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists task_collects`.execute(db);
  await sql`drop table if exists task_progress`.execute(db);
  await sql`drop table if exists task_settings`.execute(db);
}
