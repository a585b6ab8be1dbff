/**
 * Leadership terms (platform/jobs/leader-terms.ts): each time a node becomes the leader it takes the
 * next term of its deployment, and a crash round records the term of the node that leases it, so a
 * new leader may take over a dead leader's round at once (a higher term) instead of waiting for its
 * lease to run out, and a deposed leader's writes are refused (fencing).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table leader_terms (
      name text primary key,
      term integer not null check (term > 0)
    )`.execute(db);
  // 0: leased before terms existed, or by an engine that runs without a leader (tests, tools).
  await sql`alter table crash_rounds add column lease_term integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table crash_rounds drop column lease_term`.execute(db);
  await sql`drop table leader_terms`.execute(db);
}
