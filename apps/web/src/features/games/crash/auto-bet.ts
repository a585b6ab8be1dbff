/**
 * Auto-bet: place the panel's bet on each new round, N rounds, stopping early once the session's
 * net result reaches the profit target or the loss limit (both in minor units, 0 for none).
 */
export interface AutoBet {
  roundsLeft: number;
  stopProfit: number;
  stopLoss: number;
  /** Winnings minus stakes of the bets settled since auto-bet started. */
  net: number;
}

/** Counts a settled bet; returns the plan, or null when it must stop. */
export function afterResult(a: AutoBet, stake: number, payout: number): AutoBet | null {
  const next = { ...a, net: a.net + payout - stake };
  if (next.roundsLeft <= 0) return null;
  if (next.stopProfit > 0 && next.net >= next.stopProfit) return null;
  if (next.stopLoss > 0 && -next.net >= next.stopLoss) return null;
  return next;
}

/** Uses up one round when its bet is placed. */
export function afterBet(a: AutoBet): AutoBet {
  return { ...a, roundsLeft: a.roundsLeft - 1 };
}
