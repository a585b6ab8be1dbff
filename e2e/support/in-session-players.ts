/**
 * Funded players already ten minutes into a real-money play session when the run begins, so a
 * session limit can be seen refusing a stake without a test that plays for minutes.
 * seed-database.ts writes their rg_play_sessions row before the server starts (the session counting
 * of modules/responsible-gambling/limit-bar-source.ts).
 */
import { PlayerPool } from './player-pool.js';

// safer-play.spec claims one per project (2); the rest is room for another spec.
export const inSessionPlayers = new PlayerPool('in-session-players', 4);

/** How long each has been playing when the seed runs: more than the 5-minute session limit. */
export const SEEDED_SESSION_MS = 10 * 60_000;

/**
 * Their last stake, set 2 hours after the seed: 30 minutes without a stake end a session
 * (SESSION_BREAK_MS), counted from the last stake, so a last stake in the future keeps the session
 * running however late in the run the test comes. No stake is accepted once the limit bars them,
 * so nothing moves it.
 */
export const SEEDED_LAST_STAKE_AHEAD_MS = 2 * 3_600_000;
