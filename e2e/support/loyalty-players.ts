/**
 * Players for the loyalty journey (loyalty.spec.ts), seeded before the run (seed-database.ts): cash
 * to stake, one K 5.00 spin short of V1 (as vip-players.ts), coins just short of the default mall's
 * K5 cash prize until they collect a task, and a week of losses behind them for the cashback claim.
 */
import { PlayerPool } from './player-pool.js';
import { SEEDED_VIP_POINTS } from './vip-players.js';

// loyalty.spec claims one per project; the rest is room for retries run by hand.
export const loyaltyPlayers = new PlayerPool('loyalty-players', 4);

/** K 50.00 of winnings to stake with. */
export const LOYALTY_WINNINGS = 5_000;
export const LOYALTY_VIP_POINTS = SEEDED_VIP_POINTS;
/** 490.00 coins: the K5 cash prize costs 500.00, so it takes the sign-in task's prize to afford it. */
export const LOYALTY_COINS = 49_000;
/** Last week: K 100.00 staked in cash and nothing won, a net loss of K 100.00. */
export const LOYALTY_LAST_WEEK = { staked: 10_000, won: 0 } as const;
