/**
 * The crash game in the browser against the real server playing the e2e chain (support/crash-chain.ts:
 * a known seed and salt, so every round's crash point is known in advance) in short rounds
 * (CRASH_BETTING_MS in support/web-server.ts). Each test picks the next round whose crash point
 * suits it and asserts exact outcomes: an auto cash-out below the crash point pays stake × target,
 * a bet left in loses its stake, a cash-out by hand pays what the page says, and the verifier
 * reproduces the finished round's crash point in the browser, as the chain gives it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { E2E_CRASH_CHAIN, e2eCrashPoint, e2eGameHash } from './support/crash-chain.js';
import { crashSnapshot, nextRoundWhere, ROUND_MS } from './support/crash-rounds.js';
import { fundedPlayers, SEEDED_WINNINGS } from './support/funded-players.js';
import { balanceChip, dialogs, submitLogin, topBarLogin } from './support/player.js';
import { kwacha } from './support/wallet.js';
import { PHONE_ONLY } from './support/sizes.js';

const STAKE = 1_000;
/** Panel 1's auto cash-out: 1.10x, so it pays exactly 1,100 in any round crashing above it. */
const AUTO = 110;
const AUTO_PAYOUT = 1_100;
/**
 * Rounds the tests play, from the known chain: crashing above the auto cash-out and at most 20x, so
 * the flight they wait through stays under 35 s; in the demo at 2x or more, which leaves a cash-out
 * by hand nearly 8 s from take-off. Most rounds qualify (the demo's: half), so a test rarely watches
 * more than a round or two go by.
 */
const LONGEST = 2_000;
const suitsPlay = (crashPoint: number) => crashPoint > AUTO && crashPoint <= LONGEST;
const suitsDemo = (crashPoint: number) => crashPoint >= 200 && crashPoint <= LONGEST;
const DEMO_START = 100_000;

const panel = (page: Page, n: 1 | 2): Locator => page.getByTestId(`crash-panel-${n}`);

/** Panel 1 cashes out by itself at 1.10x; panel 2 has no auto cash-out. Set while any round runs. */
async function setUpPanels(page: Page): Promise<void> {
  await panel(page, 1).getByTestId('crash-panel-1-auto-on').check();
  await panel(page, 1)
    .getByTestId('crash-panel-1-auto')
    .fill((AUTO / 100).toFixed(2));
}

/**
 * Places both panels' bets in the picked round (its betting window has just opened). That they went
 * into that round, not the next, shows in the outcome: only that round pays panel 1 at 1.10x and
 * then ends the way the chain says.
 */
async function betBoth(page: Page): Promise<void> {
  await panel(page, 1).getByTestId('crash-panel-1-bet').click();
  await panel(page, 2).getByTestId('crash-panel-2-bet').click();
}

async function payoutOf(page: Page, n: 1 | 2): Promise<number> {
  const won = panel(page, n).getByTestId(`crash-panel-${n}-won`);
  await expect(won).toBeVisible({ timeout: ROUND_MS });
  return Number(await won.getAttribute('data-payout'));
}

/** Verifies the last finished round in the page and checks it against the e2e chain. */
async function verifyLastRound(page: Page, atLeast: number): Promise<void> {
  await page.getByTestId('crash-verify').click();
  const result = page.getByTestId('crash-verify-result');
  await expect(result).toHaveAttribute('data-ok', 'true');
  const gameNumber = Number(/Game (\d+)/.exec((await result.textContent()) ?? '')?.[1]);
  expect(gameNumber).toBeGreaterThanOrEqual(atLeast);
  const { limits } = await crashSnapshot(page);
  const x = e2eCrashPoint(gameNumber, limits?.houseEdgeBp ?? 0) / 100;
  await expect(result).toContainText(`gives ${x.toFixed(2)}x`);
  await expect(result).toContainText(e2eGameHash(gameNumber));
  await expect(result).toContainText(E2E_CRASH_CHAIN.salt);
}

test.describe('crash game', () => {
  test.setTimeout(240_000);

  test('a visitor cashes out a demo round automatically and by hand, then verifies it', async ({ page, problems }) => {
    await page.goto('/games/1/demo');
    await expect(page.getByTestId('crash')).toBeVisible();
    await expect(page.getByTestId('crash-limits')).toContainText('200.00x');
    await setUpPanels(page);
    const round = await nextRoundWhere(page, suitsDemo);
    await betBoth(page);
    // By hand as soon as the plane flies: long before the known crash point (2.00x at the earliest).
    const cashOut = panel(page, 2).getByTestId('crash-panel-2-cashout');
    await expect(cashOut).toBeEnabled({ timeout: ROUND_MS });
    await cashOut.click();
    expect(await payoutOf(page, 1)).toBe(AUTO_PAYOUT);
    const byHand = await payoutOf(page, 2);
    expect(byHand).toBeGreaterThanOrEqual(1_010);
    expect(byHand).toBeLessThan((STAKE * round.crashPoint) / 100);
    const balance = DEMO_START - 2 * STAKE + AUTO_PAYOUT + byHand;
    // Demo results are final at the crash: the balance shows them then.
    await expect(page.getByTestId('crash-demo-balance')).toContainText(
      `K ${(balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      { timeout: ROUND_MS },
    );
    await expect(dialogs.login(page)).toBeHidden();
    await verifyLastRound(page, round.gameNumber);
    expect(problems.errors).toEqual([]);
  });

  test('a funded player wins at the auto cash-out and loses the bet left in', PHONE_ONLY, async ({ page, problems }) => {
    const player = fundedPlayers.claim();
    await page.goto('/');
    await topBarLogin(page).click();
    await submitLogin(page, player);
    await expect(dialogs.login(page)).toBeHidden();
    await expect(balanceChip(page)).toHaveText(kwacha(SEEDED_WINNINGS));
    await page.goto('/games/1/play');
    await expect(page.getByTestId('crash')).toBeVisible();
    await setUpPanels(page);
    const round = await nextRoundWhere(page, suitsPlay);
    await betBoth(page);
    expect(await payoutOf(page, 1)).toBe(AUTO_PAYOUT);
    // Panel 2 never cashes out: the round crashes at its known point and the stake is lost.
    await expect(panel(page, 2).getByTestId('crash-panel-2-lost')).toBeVisible({ timeout: ROUND_MS });
    await expect(page.getByTestId('crash-history')).toContainText(`${(round.crashPoint / 100).toFixed(2)}x`);
    // The game page has no balance chip on a phone: read it where every layout shows it.
    await page.goto('/');
    await expect(balanceChip(page)).toHaveText(kwacha(SEEDED_WINNINGS - 2 * STAKE + AUTO_PAYOUT), { timeout: 10_000 });
    expect(problems.errors).toEqual([]);
  });
});
