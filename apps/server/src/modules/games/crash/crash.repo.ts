/**
 * The crash game's repositories, one per table group (configs, rounds, bets; its chains are in
 * modules/games/hash-chain), and the two
 * operations that span rounds and bets. Every method takes the handle to run on (the database or a
 * transaction); times come from the engine's clock, never from now() in SQL, so tests can move time.
 */
import type { Db } from '../../../platform/db/database.js';
import { CrashBetsRepo, type BetRow } from './crash-bets.repo.js';
import { CrashConfigsRepo } from './crash-configs.repo.js';
import { CrashRoundsRepo, type RoundRow } from './crash-rounds.repo.js';

export class CrashRepo {
  readonly configs = new CrashConfigsRepo();
  readonly rounds = new CrashRoundsRepo();
  readonly bets = new CrashBetsRepo();

  /**
   * Ends a round: its remaining open bets lose, in the same transaction as the state change, so a
   * crashed round never has an open bet (recovery relies on it).
   */
  async endRound(
    trx: Db,
    id: string,
    e: { endedAt: Date; forced: boolean; resolution: 'played' | 'recovered'; owner: string },
  ): Promise<boolean> {
    if (!(await this.rounds.end(trx, id, e))) return false;
    await this.bets.loseAllOpen(trx, id, e.endedAt);
    return true;
  }

  /** A member's latest bets with their rounds, newest first (game recall, reference §4). */
  async memberBets(db: Db, memberId: string, limit: number): Promise<{ bet: BetRow; round: RoundRow }[]> {
    const bets = await this.bets.latestOfMember(db, memberId, limit);
    if (bets.length === 0) return [];
    const rounds = await this.rounds.byIds(db, [...new Set(bets.map((b) => b.roundId))]);
    const byId = new Map(rounds.map((r) => [r.id, r]));
    const out: { bet: BetRow; round: RoundRow }[] = [];
    for (const bet of bets) {
      const round = byId.get(bet.roundId);
      if (round) out.push({ bet, round });
    }
    return out;
  }
}
