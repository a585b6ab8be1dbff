/**
 * Players who already hold cash they won in a game (seed-database.ts pays it from a house account
 * before the server starts), and coins and diamonds for the wheels (no promotion grants them yet).
 * Only winnings make a withdrawal owe withholding tax
 * (docs/product-rules/wallet-tax.md#the-rule-we-apply: tax on what is withdrawn beyond the deposits
 * of the past 30 days); seeding them is faster than winning in a game.
 */
import { PlayerPool } from './player-pool.js';

// Ten specs claim one per test and project (about 20, task-center.spec among them) and routes.spec four (8); the rest is room for new specs.
export const fundedPlayers = new PlayerPool('funded-players', 40);

/** What each funded player has won before the run: K 50.00. */
export const SEEDED_WINNINGS = 5_000;

/** Coins and diamonds each funded player holds before the run: five spins of each wheel. */
export const SEEDED_COINS = 5_000;
export const SEEDED_DIAMONDS = 5_000;
