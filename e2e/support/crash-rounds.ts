/**
 * Crash rounds as a test sees them: the public snapshot, and the next round whose crash point (known
 * in advance from the e2e chain, crash-chain.ts) suits what the test wants to show. Rounds that do
 * not suit are watched go by; which ones come depends only on when the test starts, never on luck.
 */
import { expect, type Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import type { CrashSnapshot } from '@nyota/contract/api/crash';
import { e2eCrashPoint } from './crash-chain.js';

/** The longest flight (200x after 60 s), the pause and the betting window, and some. */
export const ROUND_MS = 70_000;
/**
 * Betting time a test needs left to place its bets in the round it picked (the e2e server's window
 * is CRASH_BETTING_MS=3000, web-server.ts); with less it takes the next suitable round instead, so a
 * bet never slips into the round after (where it would be queued).
 */
const BETTING_LEFT_MS = 1_500;

export async function crashSnapshot(page: Page): Promise<CrashSnapshot> {
  const res = await page.request.get(apiPaths.crashSnapshot.path);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: number; data: CrashSnapshot };
  expect(body.code).toBe(0);
  return body.data;
}

export interface KnownRound {
  roundId: string;
  gameNumber: number;
  /** Hundredths, from the e2e chain: what the round will crash at. */
  crashPoint: number;
}

/** Waits until the page shows betting open on a round whose crash point `suits`, with time to bet. */
export async function nextRoundWhere(page: Page, suits: (crashPoint: number) => boolean): Promise<KnownRound> {
  let passed = '';
  for (;;) {
    // Betting on a round other than the one just passed over (the page's own state, not a timer).
    const betting = page.locator(`[data-testid="crash"][data-phase="betting"]:not([data-round="${passed}"])`);
    await expect(betting).toBeAttached({ timeout: ROUND_MS });
    const shown = await betting.getAttribute('data-round');
    const { round, limits, serverTime } = await crashSnapshot(page);
    if (round === null || limits === null) throw new Error('the crash snapshot shows no round while the page bets');
    const crashPoint = e2eCrashPoint(round.gameNumber, limits.houseEdgeBp);
    const inTime = round.phase === 'betting' && round.roundId === shown && round.bettingClosesAt - serverTime >= BETTING_LEFT_MS;
    if (inTime && suits(crashPoint)) return { roundId: round.roundId, gameNumber: round.gameNumber, crashPoint };
    passed = shown ?? '';
  }
}
