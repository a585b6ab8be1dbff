/**
 * The exchange in the browser (docs/product-rules/mall.md#exchange), on the default rates: a player
 * already at VIP 4 holding 600.00 diamonds (exchange-players.ts) turns 100.00 of them into K 100.00
 * of cash, sees the day's limit left fall from 500.00 to 400.00, cannot ask for more than is left,
 * and finds both balances moved on the profile. The refusals and the limit under concurrency are
 * the server tests' (apps/server/src/modules/mall/mall.test.ts).
 */
import { expect, test } from './support/fixtures.js';
import { exchangePlayers } from './support/exchange-players.js';
import { logInInUi } from './support/player.js';

const FIRST_PAINT_MS = 15_000;

test('a V4 player exchanges diamonds for cash within the daily limit', async ({ page, problems }) => {
  const player = exchangePlayers.claim();
  await page.goto('/');
  await logInInUi(page, player);
  await page.goto('/exchange');
  const diamonds = page.getByTestId('exchange-2');
  await expect(diamonds).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId('exchange-gate')).toHaveCount(0);
  await expect(page.getByTestId('exchange-rate-2')).toHaveText('100.00 diamonds = K 100.00');
  const left = page.getByTestId('exchange-left-2');
  await expect(left).toHaveText('Daily limit left: 500.00 of 500.00');

  const amount = diamonds.getByLabel('Amount to exchange');
  const submit = page.getByTestId('exchange-submit-2');
  await amount.fill('100');
  await expect(diamonds).toContainText('You get K 100.00');
  await submit.click();
  await expect(page.getByText('Exchanged: K 100.00 added to your cash.')).toBeVisible();
  await expect(left).toHaveText('Daily limit left: 400.00 of 500.00');

  // More than the day has left: the form says what it would give but will not send it.
  await amount.fill('450');
  await expect(diamonds).toContainText('You get K 450.00');
  await expect(submit).toBeDisabled();

  await page.goto('/profile');
  await expect(page.getByTestId('profile-diamonds')).toHaveText('500.00', { timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId('profile-balance')).toHaveText('K 100.00');
  await expect(page.getByTestId('profile-level')).toHaveText('VIP 4');
  expect(problems.errors).toEqual([]);
});
