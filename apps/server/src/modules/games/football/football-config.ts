/**
 * Virtual football's timing and money limits. One round of 10 matches per cycle: betting on round n
 * opens when round n − 1 kicks off and closes `closeBeforeMs` before round n kicks off; the match
 * plays for `matchMs` (its 90 minutes mapped onto real time), then results stay on screen while the
 * next round takes bets. Everything scales from the cycle so e2e servers can run short rounds
 * (FOOTBALL_ROUND_MS).
 */
import { GameId } from '@nyota/contract/games-constants';

export const FOOTBALL_GAME_ID = GameId.VIRTUAL_LEAGUE;
/** The house account the stakes go to and wins come from (`house:<game>` of the ledger). */
export const FOOTBALL_HOUSE = 'house:football' as const;

export interface FootballTiming {
  cycleMs: number;
  matchMs: number;
  closeBeforeMs: number;
  /**
   * A round still waiting for its kick-off this long after it (no node was up to start it) is
   * voided and its stakes refunded, rather than played to an empty room.
   */
  graceMs: number;
}

export const DEFAULT_CYCLE_MS = 180_000;

export function footballTiming(cycleMs = DEFAULT_CYCLE_MS): FootballTiming {
  if (!Number.isSafeInteger(cycleMs) || cycleMs < 6_000) throw new RangeError('a football cycle is at least 6 s');
  return {
    cycleMs,
    // 90 s at the standard 3-minute cycle: one match minute per second.
    matchMs: Math.min(90_000, Math.floor(cycleMs / 2)),
    closeBeforeMs: Math.min(10_000, Math.floor(cycleMs / 12)),
    graceMs: Math.min(15_000, Math.floor(cycleMs / 6)),
  };
}

export interface FootballLimits {
  minStake: number;
  maxStake: number;
  /** The most one bet can pay (stake × odds); a larger potential win is refused. */
  maxWin: number;
}

/** ZMW ngwee: K1 to K5,000 a bet, at most K100,000 a win. */
export const DEFAULT_LIMITS: FootballLimits = { minStake: 100, maxStake: 500_000, maxWin: 10_000_000 };

/** ~3 weeks of 3-minute rounds; a used-up chain is replaced by a new one with a fresh seed and salt. */
export const DEFAULT_CHAIN_LENGTH = 10_000;
