/**
 * Players who signed up before the run began. A flow for an existing account (forgot password)
 * needs a code texted to a number that already has an account, but the server sends a number a new
 * code only 60 s after its previous one (OTP_RESEND_SECONDS), so a player who signs up in the same
 * test would have to wait a minute. These accounts were created with the server's own services
 * (seed-database.ts) and have never been sent a code.
 */
import { PlayerPool } from './player-pool.js';

export const seededPlayers = new PlayerPool('seeded-players', 6);
