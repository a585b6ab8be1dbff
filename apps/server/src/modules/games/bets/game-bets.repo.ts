/** game_bets queries: Kysely only. */
import type { Db } from '../../../platform/db/database.js';
import type { SettledBet, StoredBet } from './game-bets.api.js';
import { toStoredBet } from './game-bet-row.js';

export function multiplierOf(stake: number, payout: number): number {
  if (stake <= 0) return 0;
  return Math.floor((payout * 100) / stake);
}

export class GameBetsRepo {
  /** A member's settled bets, newest first (staff players page). */
  async forMember(db: Db, memberId: string, limit: number, offset: number): Promise<StoredBet[]> {
    const rows = await db
      .selectFrom('game_bets')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toStoredBet);
  }

  /** The stored row, and whether this call wrote it (false: the settlement was recorded before). */
  async insertOnce(db: Db, bet: SettledBet): Promise<{ stored: StoredBet; inserted: boolean }> {
    const inserted = await db
      .insertInto('game_bets')
      .values({
        game_id: bet.gameId,
        bet_ref: bet.betRef,
        member_id: bet.memberId,
        unit: bet.unit,
        stake: bet.stake,
        payout: bet.payout,
        multiplier: multiplierOf(bet.stake, bet.payout),
        outcome: JSON.stringify(bet.outcome),
        fairness: JSON.stringify(bet.fairness),
        config_version: bet.configVersion,
        balance_before: bet.balanceBefore,
        balance_after: bet.balanceAfter,
        placed_at: bet.placedAt,
        settled_at: bet.settledAt,
      })
      .onConflict((oc) => oc.columns(['game_id', 'bet_ref']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { stored: toStoredBet(inserted), inserted: true };
    const first = await db
      .selectFrom('game_bets')
      .selectAll()
      .where('game_id', '=', bet.gameId)
      .where('bet_ref', '=', bet.betRef)
      .executeTakeFirstOrThrow();
    return { stored: toStoredBet(first), inserted: false };
  }
}
