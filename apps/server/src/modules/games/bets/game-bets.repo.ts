/** game_bets queries: Kysely only. */
import type { Selectable } from 'kysely';
import type { GameIdValue } from '@nyota/contract/games-constants';
import type { Db } from '../../../platform/db/database.js';
import type { GameBetsTable } from '../../../platform/db/schema.js';
import type { SettledBet, StoredBet } from './game-bets.api.js';

export function multiplierOf(stake: number, payout: number): number {
  if (stake <= 0) return 0;
  return Math.floor((payout * 100) / stake);
}

export function toStoredBet(r: Selectable<GameBetsTable>): StoredBet {
  return {
    id: r.id,
    gameId: r.game_id as GameIdValue,
    betRef: r.bet_ref,
    memberId: r.member_id,
    unit: r.unit,
    stake: Number(r.stake),
    payout: Number(r.payout),
    multiplier: r.multiplier,
    outcome: r.outcome,
    fairness: r.fairness,
    configVersion: r.config_version,
    balanceBefore: r.balance_before === null ? null : Number(r.balance_before),
    balanceAfter: r.balance_after === null ? null : Number(r.balance_after),
    placedAt: r.placed_at,
    settledAt: r.settled_at,
  };
}

export class GameBetsRepo {
  async insertOnce(db: Db, bet: SettledBet): Promise<StoredBet> {
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
    if (inserted) return toStoredBet(inserted);
    const first = await db
      .selectFrom('game_bets')
      .selectAll()
      .where('game_id', '=', bet.gameId)
      .where('bet_ref', '=', bet.betRef)
      .executeTakeFirstOrThrow();
    return toStoredBet(first);
  }
}
