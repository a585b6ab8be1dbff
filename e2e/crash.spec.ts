/**
 * The crash game in the browser against the real server running short rounds (CRASH_BETTING_MS in
 * support/web-server.ts): a visitor plays a demo round without logging in and cashes out; a funded
 * player bets real money, cashes out and sees the balance move; the verifier reproduces a finished
 * round's crash point in the browser.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { fundedPlayers, SEEDED_WINNINGS } from './support/funded-players.js';
import { balanceChip, dialogs, submitLogin, topBarLogin } from './support/player.js';
import { kwacha } from './support/wallet.js';

const STAKE = 1_000;
/** The longest flight (200x after 60 s) and some: a page may open while a long round is in the air. */
const FLIGHT_MS = 70_000;

/**
 * Bets on panel 1 and cashes out as soon as the button allows, or with `auto` lets an auto
 * cash-out at 1.01x do it (every round but a 1.00x bust reaches it); the payout when it won.
 */
async function betAndCashOut(page: Page, auto = false): Promise<number | null> {
  const panel = page.getByTestId('crash-panel-1');
  await expect(page.getByTestId('crash')).toHaveAttribute('data-phase', 'betting', { timeout: FLIGHT_MS });
  if (auto) {
    await panel.getByTestId('crash-panel-1-auto-on').check();
    await panel.getByTestId('crash-panel-1-auto').fill('1.01');
  }
  await panel.getByTestId('crash-panel-1-bet').click();
  const cashOut = panel.getByTestId('crash-panel-1-cashout');
  // Placed (cancel until the start) or, when the click came at the end of betting, already flying.
  await expect(panel.getByTestId('crash-panel-1-cancel').or(cashOut)).toBeVisible({ timeout: 10_000 });
  await expect(cashOut.or(panel.getByTestId('crash-panel-1-lost'))).toBeVisible({ timeout: 20_000 });
  if (!auto && (await cashOut.isVisible())) {
    await expect(cashOut.or(panel.getByTestId('crash-panel-1-lost')))
      .toBeEnabled({ timeout: 5_000 })
      .catch(() => undefined);
    await cashOut.click().catch(() => undefined);
  }
  const won = panel.getByTestId('crash-panel-1-won');
  await expect(won.or(panel.getByTestId('crash-panel-1-lost'))).toBeVisible({ timeout: FLIGHT_MS });
  // Demo results are final at the crash; wait for it so the balance is settled.
  await expect(page.getByTestId('crash')).toHaveAttribute('data-phase', 'crashed', { timeout: FLIGHT_MS });
  if (!(await won.isVisible())) return null;
  return Number(await won.getAttribute('data-payout'));
}

test.describe('crash game', () => {
  test.setTimeout(400_000);

  test('a visitor plays a demo round with a cash-out and verifies a finished round', async ({ page, problems }) => {
    await page.goto('/games/1/demo');
    await expect(page.getByTestId('crash')).toBeVisible();
    await expect(page.getByTestId('crash-limits')).toContainText('200.00x');
    let balance = 100_000;
    let payout: number | null = null;
    for (let i = 0; i < 5 && payout === null; i++) {
      payout = await betAndCashOut(page);
      balance += (payout ?? 0) - STAKE;
      if (payout === null) await expect(page.getByTestId('crash-panel-1-bet')).toBeVisible({ timeout: FLIGHT_MS });
    }
    expect(payout).toBeGreaterThanOrEqual(1_010);
    await expect(page.getByTestId('crash-demo-balance')).toContainText(
      `K ${(balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await expect(dialogs.login(page)).toBeHidden();
    await expect(page.getByTestId('crash-history').locator('li').first()).toBeVisible();
    await page.getByTestId('crash-verify').click();
    await expect(page.getByTestId('crash-verify-result')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('crash-verify-result')).toContainText('Verified');
    expect(problems.errors).toEqual([]);
  });

  test('a funded player bets real money, cashes out, and the balance moves', async ({ page, problems }) => {
    const player = fundedPlayers.claim();
    await page.goto('/');
    await topBarLogin(page).click();
    await submitLogin(page, player);
    await expect(dialogs.login(page)).toBeHidden();
    await expect(balanceChip(page)).toHaveText(kwacha(SEEDED_WINNINGS));
    await page.goto('/games/1/play');
    await expect(page.getByTestId('crash')).toBeVisible();
    let balance = SEEDED_WINNINGS;
    let payout: number | null = null;
    // Two tries by hand; a slow machine can lose both to early crashes, then the auto cash-out wins.
    for (let i = 0; i < 5 && payout === null; i++) {
      payout = await betAndCashOut(page, i >= 2);
      balance += (payout ?? 0) - STAKE;
    }
    expect(payout).toBeGreaterThanOrEqual(1_010);
    // The game page has no balance chip on a phone: read it where every layout shows it.
    await page.goto('/');
    await expect(balanceChip(page)).toHaveText(kwacha(balance), { timeout: 10_000 });
    expect(problems.errors).toEqual([]);
  });
});
