/**
 * Players who hold bonus money before the run: seed-database.ts grants it through the bonus-money
 * module (a rewards row, the campaign's budget, the frozen terms below), as an offer would.
 */
import type { BonusTerms } from '@nyota/contract/bonus-terms';
import { PlayerPool } from './player-pool.js';

// offers.spec claims one per project, three times with retries; the rest is room.
export const bonusPlayers = new PlayerPool('bonus-players', 8);

/** K 20.00 of bonus money each. */
export const SEEDED_BONUS_MONEY = 2_000;
export const E2E_BONUS_CAMPAIGN = 'e2e-welcome';
/** 5x: K 100.00 of stakes to play it through; stakes using it up to K 5.00. */
export const E2E_BONUS_TERMS: BonusTerms = {
  wageringMultiple: 5,
  contributions: { default: 100, games: {} },
  maxStake: 500,
  maxConversion: 2_000,
  validDays: 7,
};
