/** Records settled bets for every game (see game-bets.api.ts). */
import type { Db } from '../../../platform/db/database.js';
import type { GameBetsApi, SettledBet, StoredBet } from './game-bets.api.js';
import { GameBetsRepo } from './game-bets.repo.js';

export class GameBetsService implements GameBetsApi {
  constructor(private readonly repo = new GameBetsRepo()) {}

  async recordSettled(bet: SettledBet, opts: { trx: Db }): Promise<StoredBet> {
    if (!Number.isSafeInteger(bet.stake) || bet.stake < 0) throw new Error(`bad stake ${bet.stake}`);
    if (!Number.isSafeInteger(bet.payout) || bet.payout < 0) throw new Error(`bad payout ${bet.payout}`);
    return this.repo.insertOnce(opts.trx, bet);
  }

  async forMember(db: Db, memberId: string, limit: number, offset: number): Promise<StoredBet[]> {
    return this.repo.forMember(db, memberId, limit, offset);
  }
}
