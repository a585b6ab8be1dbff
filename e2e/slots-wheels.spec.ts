/**
 * The per-bet games in the browser, against the real server: a visitor spins the slot in demo
 * (play money, browser seeds) and verifies the spin after revealing the seed; a visitor spins the
 * coin wheel in demo; a funded player spins the slot for real money and the balance moves by
 * exactly the stake and the payout the server reports, then spins the coin wheel with the coins
 * seeded for it (funded-players.ts) and the coin balance moves by the cost and the prize.
 */
import type { Page } from '@playwright/test';
import type { SlotSpinData, WheelSpinData } from '@nyota/contract/api/per-bet-games';
import { expect, test } from './support/fixtures.js';
import { fundedPlayers, SEEDED_COINS, SEEDED_WINNINGS } from './support/funded-players.js';
import { balanceChip, dialogs, submitLogin, topBarLogin } from './support/player.js';
import { DESKTOP_ONLY } from './support/sizes.js';

/** The game's lazy chunk, the dictionary and its config call, on a busy two-core runner. */
const FIRST_PAINT_MS = 15_000;

/** "K 1,234.56" as the app writes money. */
function money(minor: number): string {
  const whole = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `K ${whole}.${String(minor % 100).padStart(2, '0')}`;
}

/** "40.00 coins" as the wheel writes a coin balance. */
function coins(minor: number): string {
  return `${money(minor).slice(2)} coins`;
}

async function revealAndVerify(page: Page): Promise<void> {
  const panel = page.getByTestId('fair-panel');
  await expect(panel.getByTestId('fair-nonce')).toHaveText('1');
  await panel.getByTestId('fair-client-seed').fill('e2e-seed');
  await panel.getByTestId('fair-rotate').click();
  await expect(panel.getByTestId('fair-revealed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(panel.getByTestId('fair-nonce')).toHaveText('0');
  await panel.getByTestId('fair-verify').click();
  await expect(panel.getByTestId('fair-verdict')).toHaveText(/Verified: spin 0/);
}

test.describe('slots and wheels', () => {
  test.setTimeout(60_000);

  test('a visitor spins the slot in demo mode and verifies the spin', async ({ page, problems }) => {
    await page.goto('/games/2/demo');
    await expect(page.getByTestId('slot-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expect(page.getByTestId('slot-demo-label')).toHaveText(/DEMO/);
    await expect(page.getByTestId('slot-balance')).toHaveText(money(100_000));
    await page.getByTestId('slot-spin').click();
    await expect(page.getByTestId('slot-result')).toBeVisible({ timeout: 30_000 });
    await expect(dialogs.login(page)).toBeHidden();
    // The stake (K 1.00) left and the win came back: a win of exactly the stake leaves K 1,000.00.
    const win = page.getByTestId('slot-win');
    const wonText = (await win.count()) > 0 ? ((await win.textContent()) ?? '') : '';
    const won = /K ([\d,]+)\.(\d{2})/.exec(wonText);
    const wonMinor = won ? Number(`${(won[1] ?? '0').replaceAll(',', '')}${won[2] ?? '00'}`) : 0;
    await expect(page.getByTestId('slot-balance')).toHaveText(money(100_000 - 100 + wonMinor));
    await page.getByTestId('slot-info').click();
    await expect(page.getByTestId('slot-rtp')).toContainText('RTP 96.08%');
    await revealAndVerify(page);
    expect(problems.errors).toEqual([]);
  });

  test('a visitor spins the coin wheel in demo mode', async ({ page, problems }) => {
    await page.goto('/coinspin/1');
    await expect(page.getByTestId('wheel-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expect(page.getByTestId('wheel-demo-label')).toBeVisible();
    await expect(page.getByTestId('wheel-table').locator('li')).toHaveCount(8);
    // Slices as wide as their chance: 'Try again' 280 of 1000 is 100.8°, the 100-coin prize 1.8°.
    const slices = page.getByTestId('wheel-slice');
    await expect(slices.first()).toHaveAttribute('data-deg', '100.80');
    await expect(slices.last()).toHaveAttribute('data-deg', '1.80');
    await expect(page.getByTestId('wheel-table').locator('li').first()).toContainText('28.00%');
    await expect(page.getByTestId('wheel-rule')).toContainText('floor(x × 1000)');
    await page.getByTestId('wheel-spin').click();
    await expect(page.getByTestId('wheel-spin')).toBeDisabled();
    await expect(page.getByTestId('wheel-result')).toHaveText(/You won|No prize/, { timeout: 10_000 });
    await revealAndVerify(page);
    expect(problems.errors).toEqual([]);
  });

  test('a funded player spins the slot and the coin wheel for real', DESKTOP_ONLY, async ({ page, problems }) => {
    const player = fundedPlayers.claim();
    await page.goto('/');
    await topBarLogin(page).click();
    await submitLogin(page, player);
    await expect(dialogs.login(page)).toBeHidden();
    await expect(balanceChip(page)).toHaveText(money(SEEDED_WINNINGS));
    await page.goto('/games/2/play');
    await expect(page.getByTestId('slot-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expect(page.getByTestId('slot-demo-label')).toBeHidden();
    await expect(page.getByTestId('slot-stake')).toHaveText(money(100));
    const answer = page.waitForResponse((r) => r.url().includes('/game-center/slots/spin'));
    await page.getByTestId('slot-spin').click();
    const body = (await (await answer).json()) as { code: number; data: SlotSpinData };
    expect(body.code).toBe(0);
    const expected = SEEDED_WINNINGS - 100 + body.data.payout;
    expect(body.data.balance).toBe(expected);
    await expect(page.getByTestId('slot-result')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('slot-balance')).toHaveText(money(expected));
    await expect(page.getByTestId('fair-server-hash')).toHaveText(body.data.serverSeedHash);
    // The lobby's balance (the phone layout has no top bar on a game page) shows the same.
    await page.goto('/');
    await expect(balanceChip(page)).toHaveText(money(expected));

    // The coin wheel for real: 10 coins a spin from the coins the player holds.
    await page.goto('/coinspin/1');
    await expect(page.getByTestId('wheel-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expect(page.getByTestId('mode-play')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wheel-demo-label')).toBeHidden();
    await expect(page.getByTestId('wheel-balance')).toHaveText(coins(SEEDED_COINS));
    const spun = page.waitForResponse((r) => r.url().includes('/game-center/wheels/spin'));
    await page.getByTestId('wheel-spin').click();
    const wheel = (await (await spun).json()) as { code: number; data: WheelSpinData };
    expect(wheel.code).toBe(0);
    expect(wheel.data.cost).toEqual({ kind: 'coin', amount: 1_000 });
    const coinsAfter = SEEDED_COINS - 1_000 + (wheel.data.prize.kind === 'coin' ? wheel.data.prize.amount : 0);
    expect(wheel.data.balances['coin']).toBe(coinsAfter);
    await expect(page.getByTestId('wheel-result')).toHaveText(/You won|No prize/, { timeout: 10_000 });
    await expect(page.getByTestId('wheel-balance')).toHaveText(coins(coinsAfter));
    await expect(page.getByTestId('fair-server-hash')).toHaveText(wheel.data.serverSeedHash);
    expect(problems.errors).toEqual([]);
  });
});
