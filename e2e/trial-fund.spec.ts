/**
 * The weekly trial fund in the browser (docs/product-rules/cashback.md#weekly-trial-fund), on the
 * market's preset (K 20.00 a week for the first 28 days): a player who has just signed up finds
 * week 1's fund available on the CashBack page, claims it, and holds it as bonus money. The other
 * weeks, the 3-day window and the refusals need a moved clock: they are the server tests'
 * (apps/server/src/modules/cashback/trial-fund.test.ts).
 */
import { expect, test } from './support/fixtures.js';
import { signUpNewPlayer } from './support/player.js';
import { DESKTOP_ONLY } from './support/sizes.js';

const FIRST_PAINT_MS = 15_000;

test(
  'a new member claims the weekly trial fund and holds it as bonus money',
  DESKTOP_ONLY,
  async ({ page, request, problems }) => {
    await signUpNewPlayer(page, request);
    await page.goto('/cashback');
    const card = page.getByTestId('trial-fund');
    await expect(card).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expect(card.getByTestId('trial-fund-amount')).toHaveText('K 20.00 in bonus money this week (week 1 of 4).');
    const state = card.getByTestId('trial-fund-state');
    await expect(state).toHaveText('Available');
    await card.getByTestId('trial-fund-claim').click();
    await expect(page.getByText('K 20.00 in bonus money added. Its terms are below.')).toBeVisible();
    await expect(state).toHaveText('Claimed');
    await expect(card.getByTestId('trial-fund-claim')).toBeDisabled();

    await page.goto('/profile');
    await expect(page.getByTestId('profile-gifts')).toHaveText('K 20.00', { timeout: FIRST_PAINT_MS });
    await expect(page.getByTestId('trial-alert')).toContainText('You have K 20.00 in bonus money.');
    expect(problems.errors).toEqual([]);
  },
);
