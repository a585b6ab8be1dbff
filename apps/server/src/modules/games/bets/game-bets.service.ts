/** Records settled bets for every game (see game-bets.api.ts). */
import { appendActivity, type NewActivity } from '../../activity/index.js';
import type { Db } from '../../../platform/db/database.js';
import type { GameBetsApi, SettledBet, StoredBet } from './game-bets.api.js';
import { GameBetsRepo } from './game-bets.repo.js';

/** The stream's `bet.settled` (DESIGN.md §8): once per bet, with the settlement it records. */
function settledFact(bet: StoredBet, bonusStake: number): NewActivity {
  const { gameId, betRef, unit, stake, payout, multiplier } = bet;
  return {
    kind: 'bet.settled',
    memberId: bet.memberId,
    at: bet.settledAt,
    payload: { gameId, betRef, unit, stake, payout, multiplier, bonusStake },
  };
}

export class GameBetsService implements GameBetsApi {
  constructor(private readonly repo = new GameBetsRepo()) {}

  async recordSettled(bet: SettledBet, opts: { trx: Db }): Promise<StoredBet> {
    if (!Number.isSafeInteger(bet.stake) || bet.stake < 0) throw new Error(`bad stake ${bet.stake}`);
    if (!Number.isSafeInteger(bet.payout) || bet.payout < 0) throw new Error(`bad payout ${bet.payout}`);
    const { stored, inserted } = await this.repo.insertOnce(opts.trx, bet);
    if (inserted) await appendActivity(opts.trx, settledFact(stored, bet.bonusStake ?? 0));
    return stored;
  }

  async forMember(db: Db, memberId: string, limit: number, offset: number): Promise<StoredBet[]> {
    return this.repo.forMember(db, memberId, limit, offset);
  }
}
