/**
 * Players holding coins before the run (seed-database.ts grants them as a promotion would), to
 * redeem a prize in the mall at its default price (docs/product-rules/mall.md).
 */
import { PlayerPool } from './player-pool.js';

// mall.spec claims one per project; the rest is room for retries run by hand.
export const mallPlayers = new PlayerPool('mall-players', 4);

/** 2,000.00 coins: four of the default mall's K5 cash prize (500.00 coins each). */
export const SEEDED_MALL_COINS = 200_000;
