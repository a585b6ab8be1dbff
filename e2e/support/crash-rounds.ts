/**
 * Crash rounds as a test sees them: the public snapshot, and the next round whose crash point (known
 * in advance from the e2e chain, crash-chain.ts) suits what the test wants to show. The test picks
 * that round before it opens, from the game in play, and waits for its betting window; which round
 * it gets depends only on when the test starts, never on luck.
 */
import { expect, type Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import type { CrashSnapshot } from '@nyota/contract/api/crash';
import { flightDurationMs } from '@nyota/fairness/crash';
import { E2E_CRASH_TIMING, e2eCrashPoint } from './crash-chain.js';

/** The longest flight (200x after 60 s), the pause and the betting window, and some. */
export const ROUND_MS = 70_000;
/** Slack for a loaded machine on top of the rounds' own durations while a test waits for its round. */
const SLACK_MS = 30_000;
/** Betting time a test needs left to place its bets; with less it takes a later round (never a queued bet). */
const BETTING_LEFT_MS = 1_000;

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

/**
 * Waits until the page shows betting open on the first game after the one in play whose crash point
 * `suits`, with time left to bet. Round ids and game numbers advance together on the e2e server's
 * fresh database; should they not, the snapshot says so and a later round is picked.
 */
export async function nextRoundWhere(page: Page, suits: (crashPoint: number) => boolean): Promise<KnownRound> {
  const crash = page.getByTestId('crash');
  for (;;) {
    const now = await crashSnapshot(page);
    if (now.round === null || now.limits === null) throw new Error('the crash snapshot shows no round');
    const edge = now.limits.houseEdgeBp;
    let game = now.round.gameNumber + 1;
    let waitMs = SLACK_MS + ROUND_MS;
    while (!suits(e2eCrashPoint(game, edge))) {
      waitMs += E2E_CRASH_TIMING.bettingMs + flightDurationMs(e2eCrashPoint(game, edge)) + E2E_CRASH_TIMING.pauseMs;
      game += 1;
    }
    const roundId = Number(now.round.roundId) + (game - now.round.gameNumber);
    await expect
      .poll(
        async () =>
          (await crash.getAttribute('data-phase')) === 'betting' && Number(await crash.getAttribute('data-round')) >= roundId,
        { timeout: waitMs, intervals: [100] },
      )
      .toBe(true);
    const { round, serverTime } = await crashSnapshot(page);
    if (round?.phase === 'betting' && round.gameNumber === game && round.bettingClosesAt - serverTime >= BETTING_LEFT_MS)
      return { roundId: round.roundId, gameNumber: game, crashPoint: e2eCrashPoint(game, edge) };
  }
}
