/**
 * What every game engine calls when a bet settles (in the same transaction as its money), and the
 * shape the game centre reads back for records, winners and recall. Only settled real bets are
 * recorded; demo play moves no money and leaves no row.
 */
import type { GameIdValue, GameUnit } from '@nyota/contract/games-constants';
import type { Minor } from '@nyota/contract/money/minor';
import type { Db } from '../../../platform/db/database.js';

export interface SettledBet {
  gameId: GameIdValue;
  /** The engine's own id for the bet; unique per game, so a retried settlement records it once. */
  betRef: string;
  memberId: string;
  unit: GameUnit;
  stake: number;
  payout: number;
  /** Game-specific outcome: crash point and cash-out, reels and lines, segment, score... */
  outcome: Record<string, unknown>;
  /** What a player needs to verify it: seeds or round hash, salt, nonce, cursor, config hash. */
  fairness: Record<string, unknown>;
  configVersion: string;
  balanceBefore: number | null;
  balanceAfter: number | null;
  placedAt: Date;
  settledAt: Date;
  /** The part of the stake paid with bonus money (cash first); 0 or absent when none. */
  bonusStake?: number;
}

/** A recorded bet; its amounts were read from the database through `minorFrom`. */
export interface StoredBet extends Omit<SettledBet, 'stake' | 'payout' | 'balanceBefore' | 'balanceAfter' | 'bonusStake'> {
  stake: Minor;
  payout: Minor;
  balanceBefore: Minor | null;
  balanceAfter: Minor | null;
  id: string;
  /** payout / stake in hundredths, floored (0 for a loss or a zero stake). */
  multiplier: number;
}

export interface GameBetsApi {
  /** Records the settlement; a second call for the same (gameId, betRef) changes nothing and returns the first row. */
  recordSettled(bet: SettledBet, opts: { trx: Db }): Promise<StoredBet>;
}
