/**
 * The game centre's reads of game_bets (written by every game engine through recordSettled):
 * Kysely queries only. Wins shown publicly are cash wins (payout above stake); coin and diamond
 * prizes are not money and stay out of the winners and the leaderboard.
 */
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import type { StoredBet } from '../bets/index.js';
import { toStoredBet } from '../bets/index.js';

export interface PublicWin {
  id: string;
  gameId: number;
  mobile: string;
  stake: number;
  payout: number;
  multiplier: number;
  settledAt: Date;
}

export interface BetPageQuery {
  memberId: string;
  start: Date;
  end: Date;
  gameId?: number;
  winsOnly: boolean;
  offset: number;
  limit: number;
}

export class GameCentreRepo {
  /** The member's games by their latest settled bet, most recent first. */
  async recentGameIds(db: Db, memberId: string, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('game_bets')
      .select(['game_id', (eb) => eb.fn.max('settled_at').as('last')])
      .where('member_id', '=', memberId)
      .groupBy('game_id')
      .orderBy('last', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.game_id);
  }

  /** Newest cash wins first (the game_bets_wins partial index). */
  async latestWins(db: Db, limit: number): Promise<PublicWin[]> {
    const rows = await this.wins(db).orderBy('b.settled_at', 'desc').orderBy('b.id', 'desc').limit(limit).execute();
    return rows.map(toWin);
  }

  /** Biggest cash wins since an instant; ties go to the earlier win. */
  async topWins(db: Db, since: Date, limit: number): Promise<PublicWin[]> {
    const rows = await this.wins(db)
      .where('b.settled_at', '>=', since)
      .orderBy('b.payout', 'desc')
      .orderBy('b.settled_at', 'asc')
      .orderBy('b.id', 'asc')
      .limit(limit)
      .execute();
    return rows.map(toWin);
  }

  /** Distinct players per game with a settled bet since an instant. */
  async playersSince(db: Db, since: Date): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('game_bets')
      .select(['game_id', sql<string>`count(distinct member_id)`.as('n')])
      .where('settled_at', '>=', since)
      .groupBy('game_id')
      .execute();
    return new Map(rows.map((r) => [r.game_id, Number(r.n)]));
  }

  async page(db: Db, q: BetPageQuery): Promise<{ total: number; rows: StoredBet[] }> {
    let base = db
      .selectFrom('game_bets')
      .where('member_id', '=', q.memberId)
      .where('settled_at', '>=', q.start)
      .where('settled_at', '<', q.end);
    if (q.gameId !== undefined) base = base.where('game_id', '=', q.gameId);
    if (q.winsOnly) base = base.where('payout', '>', '0');
    const [count, rows] = await Promise.all([
      base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      base.selectAll().orderBy('settled_at', 'desc').orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
    ]);
    return { total: Number(count.n), rows: rows.map(toStoredBet) };
  }

  private wins(db: Db) {
    return db
      .selectFrom('game_bets as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .select(['b.id', 'b.game_id', 'm.mobile', 'b.stake', 'b.payout', 'b.multiplier', 'b.settled_at'])
      .where('b.unit', '=', 'cash')
      .whereRef('b.payout', '>', 'b.stake');
  }
}

interface WinRow {
  id: string;
  game_id: number;
  mobile: string;
  stake: string;
  payout: string;
  multiplier: number;
  settled_at: Date;
}

function toWin(r: WinRow): PublicWin {
  return {
    id: r.id,
    gameId: r.game_id,
    mobile: r.mobile,
    stake: Number(r.stake),
    payout: Number(r.payout),
    multiplier: r.multiplier,
    settledAt: r.settled_at,
  };
}
