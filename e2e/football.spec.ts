/**
 * Virtual football in the browser, against the real server running 24-second rounds
 * (FOOTBALL_ROUND_MS in support/web-server.ts): a visitor bets play money without logging in and
 * sees it settled from the public results; a funded player bets real money and is paid by the
 * server at full time.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { fundedPlayers, SEEDED_WINNINGS } from './support/funded-players.js';
import { balanceChip, dialogs, submitLogin, topBarLogin } from './support/player.js';
import { kwacha } from './support/wallet.js';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/sizes.js';

/** Long enough for a round to close, play and settle: two 24 s cycles and some. */
const SETTLE_MS = 60_000;

/** Seconds left to bet, from the countdown's "Betting closes in m:ss"; 0 while betting is closed. */
async function secondsLeftToBet(page: Page): Promise<number> {
  const text = (await page.getByTestId('football-countdown').textContent()) ?? '';
  const m = /Betting closes in (\d+):(\d\d)/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

async function pickOpenOdds(page: Page): Promise<void> {
  // A slow machine can take seconds from picking to placing: start only with at least half the
  // betting window left, else the round closes under the slip. Waits at most one 24 s cycle.
  await expect.poll(() => secondsLeftToBet(page), { timeout: 40_000, intervals: [250] }).toBeGreaterThanOrEqual(12);
  const odds = page.getByTestId('football-odds-0-1x2-home');
  await expect(odds).toBeEnabled();
  await odds.click();
  await expect(page.getByTestId('football-slip')).toBeVisible();
  await page.getByTestId('football-stake').fill('1');
  await page.getByTestId('football-place').click();
}

test.describe('virtual football', () => {
  test.setTimeout(120_000);

  // Each test waits out one or two whole 24 s rounds, so each runs at one size (CI time): demo play
  // at desktop size, real money on the phone, where most players bet. Between them the game is
  // played through in both layouts.
  test(
    'a visitor bets play money in demo mode and the bet settles from the public results',
    DESKTOP_ONLY,
    async ({ page, problems }) => {
      await page.goto('/games/3/demo');
      await expect(page.getByTestId('football')).toBeVisible({ timeout: 15_000 });
      await pickOpenOdds(page);
      await expect(dialogs.login(page)).toBeHidden();
      await page.getByTestId('football-tab-bets').click();
      const bet = page.getByTestId('football-my-bets').locator('li').first();
      await expect(bet).toHaveAttribute('data-status', 'open');
      await expect(bet).toHaveAttribute('data-status', /won|lost/, { timeout: SETTLE_MS });
      await page.getByTestId('football-tab-live').click();
      await expect(page.getByTestId('football-live')).toBeVisible();
      await page.getByTestId('football-tab-fair').click();
      await page.getByRole('button', { name: 'Verify last round' }).click();
      await expect(page.getByTestId('football-verdict')).toHaveText(/Verified/);
      await page.getByTestId('football-tab-table').click();
      await expect(page.getByTestId('football-table').locator('tbody tr')).toHaveCount(20);
      expect(problems.errors).toEqual([]);
    },
  );

  test('a funded player bets real money and is paid at full time', PHONE_ONLY, async ({ page, problems }) => {
    const player = fundedPlayers.claim();
    await page.goto('/');
    await topBarLogin(page).click();
    await submitLogin(page, player);
    await expect(dialogs.login(page)).toBeHidden();
    await expect(balanceChip(page)).toHaveText(kwacha(SEEDED_WINNINGS));
    await page.goto('/games/3/play');
    await expect(page.getByTestId('football')).toBeVisible({ timeout: 15_000 });
    await pickOpenOdds(page);
    await page.getByTestId('football-tab-bets').click();
    const bet = page.getByTestId('football-my-bets').locator('li').first();
    await expect(bet).toHaveAttribute('data-status', 'open');
    await expect(bet).toHaveAttribute('data-status', /won|lost/, { timeout: SETTLE_MS });
    const payout = Number(await bet.getAttribute('data-payout'));
    await page.goto('/');
    await expect(balanceChip(page)).toHaveText(kwacha(SEEDED_WINNINGS - 100 + payout), { timeout: 10_000 });
    expect(problems.errors).toEqual([]);
  });
});
