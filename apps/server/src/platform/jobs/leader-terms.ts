/**
 * Leadership terms (table leader_terms): the fencing token of leader election. Each node that
 * becomes the leader takes the next term of its election, so terms only grow and the newest leader
 * holds the highest one. Work that must never run on two nodes at once records the term it runs
 * under (a crash round's lease) and checks, in the same transaction as its write, that the term is
 * still the newest: a deposed leader that has not noticed yet is refused by the database.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** What a leader's guarded writes carry: its term, and a check that no newer leader exists. */
export interface LeaderFence {
  readonly term: number;
  /**
   * True while no newer term exists. Run it inside the transaction of the guarded write: it locks
   * the election's row (FOR SHARE), so a new leader's term waits for that transaction to finish,
   * and the new leader then sees what it wrote.
   */
  holds(trx: Db): Promise<boolean>;
}

/** Takes the next term of election `name` (1 for its first leader). */
export async function takeTerm(db: Db, name: string): Promise<number> {
  const { rows } = await sql<{ term: number }>`
    insert into leader_terms (name, term) values (${name}, 1)
    on conflict (name) do update set term = leader_terms.term + 1
    returning term`.execute(db);
  const term = rows[0]?.term;
  if (term === undefined) throw new Error(`leader term of ${name} not taken`);
  return term;
}

export function termFence(name: string, term: number): LeaderFence {
  return {
    term,
    async holds(trx: Db): Promise<boolean> {
      const { rows } = await sql<{ term: number }>`
        select term from leader_terms where name = ${name} for share`.execute(trx);
      return rows[0]?.term === term;
    },
  };
}

/**
 * For an engine run without leader election (tests, tools): term 0, never refused. A round leased
 * under it is taken over by any elected leader at once, and by another unfenced engine only when
 * its lease has run out.
 */
export const UNFENCED: LeaderFence = { term: 0, holds: async () => true };
