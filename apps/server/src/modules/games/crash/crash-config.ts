/**
 * The crash game's money rules, versioned (table crash_configs, migration 0006): rows are never
 * changed, an operator writes a new version and it applies from the next round. Every round and
 * bet records the version it ran under, so a bet can always be explained by the rules it met.
 *
 * Where a bet stops by itself ("target"): its auto cash-out, else the multiplier at which its win
 * reaches the max win, else 200x, whichever is lowest. Paying a capped bet at its target is one
 * more stopping rule below 200x, so the house edge stays exactly the published one (reference §1.7).
 * The round's liability is the sum of its bets' potential payouts (stake × target): a bet that
 * would push it over the cap is refused, so a lucky round can never owe more than the cap.
 */
import { CAP } from './crash-math.js';

export interface CrashConfig {
  version: string;
  /** Basis points: 100 = 1%. */
  houseEdgeBp: number;
  /** Minor units. */
  minStake: number;
  maxStake: number;
  maxWin: number;
  roundLiabilityCap: number;
}

export type TargetReason = 'auto' | 'max_win' | 'forced';

export interface BetTarget {
  /** Hundredths: where the bet is paid if it is still in when the curve gets there. */
  target: number;
  reason: TargetReason;
  /** stake × target: the most this bet can win. */
  potential: number;
}

export function payoutAt(stake: number, multiplier: number): number {
  return Math.floor((stake * multiplier) / 100);
}

export function betTarget(config: CrashConfig, stake: number, autoCashout: number | null): BetTarget {
  const maxWinAt = Math.floor((config.maxWin * 100) / stake);
  let target = CAP;
  let reason: TargetReason = 'forced';
  if (maxWinAt < target) {
    target = maxWinAt;
    reason = 'max_win';
  }
  if (autoCashout !== null && autoCashout <= target) {
    target = autoCashout;
    reason = 'auto';
  }
  return { target, reason, potential: payoutAt(stake, target) };
}
