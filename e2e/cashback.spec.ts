/**
 * CashBack (docs/product-rules/cashback.md) in the browser, against the real server. A guest reads
 * the rule. A funded player spins the slot for real money and the page shows this week's running
 * figure (the cash staked and won, from the `cashback` stream consumer), and last week's cashback
 * as unavailable with the Claim button off. The clock cannot be moved here, so the claim itself
 * (next week, 12%, cap, minimum, once under 50 concurrent claims, refusals) is covered by the
 * server tests (apps/server/src/modules/cashback/*.test.ts).
 */
import type { SlotSpinData } from '@nyota/contract/api/per-bet-games';
import { expect, test } from './support/fixtures.js';
import { fundedPlayers } from './support/funded-players.js';
import { dialogs, submitLogin, topBarLogin } from './support/player.js';

const FIRST_PAINT_MS = 15_000;

/** "K 1,234.56" as the app writes money. */
function money(minor: number): string {
  const whole = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `K ${whole}.${String(minor % 100).padStart(2, '0')}`;
}

test.describe('cashback', () => {
  test.setTimeout(60_000);

  test('a guest reads the rule', async ({ page, problems }) => {
    await page.goto('/cashback');
    const rule = page.getByTestId('cashback-rule');
    await expect(rule).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expect(rule).toContainText('Weekly cashback: 12% of your net losses');
    await expect(rule).toContainText('Monday 06:00');
    await expect(rule).toContainText('bonus money');
    await expect(page.getByTestId('cashback-login')).toBeVisible();
    await expect(page.getByTestId('cashback-claim')).toBeHidden();
    expect(problems.errors).toEqual([]);
  });

  test("a player's spin shows in this week's figure; last week's cashback is unavailable", async ({ page, problems }) => {
    const player = fundedPlayers.claim();
    await page.goto('/');
    await topBarLogin(page).click();
    await submitLogin(page, player);
    await expect(dialogs.login(page)).toBeHidden();
    await page.goto('/games/2/play');
    await expect(page.getByTestId('slot-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
    const answer = page.waitForResponse((r) => r.url().includes('/game-center/slots/spin'));
    await page.getByTestId('slot-spin').click();
    const body = (await (await answer).json()) as { code: number; data: SlotSpinData };
    expect(body.code).toBe(0);
    const loss = Math.max(0, 100 - body.data.payout);

    await page.goto('/cashback');
    // The stream's consumer runs every 250 ms on the leader; the page reads the week as of now.
    await expect(page.getByTestId('cashback-this-week-staked')).toHaveText(money(100), { timeout: FIRST_PAINT_MS });
    await expect(page.getByTestId('cashback-this-week-loss')).toHaveText(money(loss));
    await expect(page.getByTestId('cashback-state')).toHaveText('Unavailable');
    await expect(page.getByTestId('cashback-claim')).toBeDisabled();
    expect(problems.errors).toEqual([]);
  });
});
