/**
 * giveaway_rounds and giveaway_claims (migration 0058): SQL only. A claim takes the round's row
 * lock first (`spend`), so the claims of one round are serialised: the budget check, the "already
 * claimed" check and the device check all see every claim committed before.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface ClaimRow {
  id: string;
  roundId: number;
  presentId: number;
  memberId: string;
  amount: number;
  auto: boolean;
  status: 'paid' | 'held';
  deviceId: string;
  createdAt: Date;
}

type RawClaim = {
  id: string;
  round_id: number;
  present_id: number;
  member_id: string;
  amount: string;
  auto: boolean;
  status: string;
  device_id: string;
  created_at: Date;
};

const toClaim = (r: RawClaim): ClaimRow => ({
  id: String(r.id),
  roundId: r.round_id,
  presentId: r.present_id,
  memberId: String(r.member_id),
  amount: Number(r.amount),
  auto: r.auto,
  status: r.status === 'held' ? 'held' : 'paid',
  deviceId: r.device_id,
  createdAt: r.created_at,
});

export interface RoundTotals {
  funded: number;
  claimed: number;
}

export class GiveawayRepo {
  /** The round's row, locked for this transaction (made on first use). */
  async lockRound(trx: Db, roundId: number): Promise<RoundTotals> {
    await trx
      .insertInto('giveaway_rounds')
      .values({ round_id: roundId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await trx
      .selectFrom('giveaway_rounds')
      .select(['funded', 'claimed'])
      .where('round_id', '=', roundId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return { funded: Number(row.funded), claimed: Number(row.claimed) };
  }

  async setFunded(trx: Db, roundId: number, funded: number): Promise<void> {
    await trx
      .updateTable('giveaway_rounds')
      .set({ funded: String(funded) })
      .where('round_id', '=', roundId)
      .execute();
  }

  /** Adds `amount` to the round's claimed total; false (nothing changed) when it would pass `budget`. */
  async spend(trx: Db, roundId: number, amount: number, budget: number): Promise<boolean> {
    const r = await sql<{ claimed: string }>`
      update giveaway_rounds set claimed = claimed + ${amount}
      where round_id = ${roundId} and claimed + ${amount} <= ${budget}
      returning claimed`.execute(trx);
    return r.rows.length === 1;
  }

  async totals(db: Db): Promise<Map<number, RoundTotals>> {
    const rows = await db.selectFrom('giveaway_rounds').select(['round_id', 'funded', 'claimed']).execute();
    return new Map(rows.map((r) => [r.round_id, { funded: Number(r.funded), claimed: Number(r.claimed) }]));
  }

  async hasClaim(trx: Db, roundId: number, presentId: number, memberId: string): Promise<boolean> {
    const row = await trx
      .selectFrom('giveaway_claims')
      .select('id')
      .where('round_id', '=', roundId)
      .where('present_id', '=', presentId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Has another member claimed in this round from this device, or is one of `others` (members seen on it) a claimer? */
  async deviceClaimed(trx: Db, roundId: number, memberId: string, deviceId: string, others: readonly string[]): Promise<boolean> {
    const ids = others.filter((id) => id !== memberId);
    if (deviceId === '' && ids.length === 0) return false;
    const row = await trx
      .selectFrom('giveaway_claims')
      .select('id')
      .where('round_id', '=', roundId)
      .where('member_id', '<>', memberId)
      .where((eb) => {
        const terms = [];
        if (deviceId !== '') terms.push(eb('device_id', '=', deviceId));
        if (ids.length > 0) terms.push(eb('member_id', 'in', ids));
        return eb.or(terms);
      })
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(trx: Db, c: Omit<ClaimRow, 'id'>): Promise<ClaimRow> {
    const row = await trx
      .insertInto('giveaway_claims')
      .values({
        round_id: c.roundId,
        present_id: c.presentId,
        member_id: c.memberId,
        amount: String(c.amount),
        auto: c.auto,
        status: c.status,
        device_id: c.deviceId,
        created_at: c.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toClaim(row);
  }

  /** The member's claims, newest first (of some rounds when given). */
  async forMember(db: Db, memberId: string, opts: { auto?: boolean; limit: number }): Promise<ClaimRow[]> {
    let q = db.selectFrom('giveaway_claims').selectAll().where('member_id', '=', memberId);
    if (opts.auto !== undefined) q = q.where('auto', '=', opts.auto);
    const rows = await q.orderBy('id', 'desc').limit(opts.limit).execute();
    return rows.map(toClaim);
  }

  async latest(db: Db, limit: number, roundId?: number): Promise<ClaimRow[]> {
    let q = db.selectFrom('giveaway_claims').selectAll();
    if (roundId !== undefined) q = q.where('round_id', '=', roundId);
    const rows = await q.orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toClaim);
  }

  /** Claims per present. */
  async counts(db: Db): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('giveaway_claims')
      .select(['present_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('present_id')
      .execute();
    return new Map(rows.map((r) => [r.present_id, Number(r.n)]));
  }
}
