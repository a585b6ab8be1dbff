/**
 * Players who already hold cash they won in a game (seed-database.ts pays it from a house account
 * before the server starts). Only winnings make a withdrawal owe withholding tax (seed §9: tax on
 * what is withdrawn beyond the deposits of the past 30 days), and no game exists yet to win it in.
 */
import { PlayerPool } from './player-pool.js';

export const fundedPlayers = new PlayerPool('funded-players', 8);

/** What each funded player has won before the run: K 50.00. */
export const SEEDED_WINNINGS = 5_000;
