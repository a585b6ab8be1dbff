/**
 * Limit hits in the console (docs/staff-console.md#players): a new player sets a daily deposit limit
 * on the Safer play page and is refused a deposit above it; staff open Limit hits, find the player
 * by phone number with one refusal, and follow the row to the player page, which shows the limit.
 */
import { expect, test } from './support/fixtures.js';
import { signUpNewPlayer } from './support/player.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';
import { openDeposit } from './support/wallet.js';
import { DESKTOP_ONLY } from './support/sizes.js';

const FIRST_PAINT_MS = 15_000;

test(
  'staff see a player refused by their own limit, with their number, and open their page',
  DESKTOP_ONLY,
  async ({ page, browser, request, problems }) => {
    test.setTimeout(90_000);
    const player = await signUpNewPlayer(page, request);

    await page.goto('/safer-play');
    const daily = page.getByTestId('rg-deposit_day');
    await expect(daily).toBeVisible({ timeout: FIRST_PAINT_MS });
    await daily.getByTestId('rg-deposit_day-input').fill('50');
    await daily.getByTestId('rg-deposit_day-save').click();
    await expect(page.getByTestId('rg-deposit_day-current')).toHaveText('Now: K50.00');

    // Back on the lobby, where the deposit is opened on phones and on desktop alike.
    await page.goto('/');
    const form = await openDeposit(page);
    await form.getByLabel('Amount (K)').fill('100');
    const answer = page.waitForResponse((r) => r.url().includes('/pan-pay/deposit/init'));
    await form.getByRole('button', { name: 'Pay K 100.00' }).click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(2002);
    await expect(page.getByText(/This deposit would go over your daily deposit limit of K50\.00/)).toBeVisible();

    // A context of its own, as staff sit at another device than the player.
    const staffContext = await browser.newContext();
    const console = await staffContext.newPage();
    await consoleSignIn(console, staffAdmins.claim());
    await openConsolePage(console, 'Players');
    await console.getByRole('link', { name: 'Players refused most by their own limits' }).click();
    await expect(console.getByRole('heading', { name: 'Limit hits' })).toBeVisible();
    const row = console.getByTestId('limit-hits').getByRole('row').filter({ hasText: player.mobile });
    // The refusal is counted just after the deposit's answer: reload until it shows.
    await expect(async () => {
      await console.reload();
      await expect(row).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');

    await row.getByRole('link', { name: player.mobile }).click();
    await expect(console.getByRole('heading', { name: new RegExp(player.mobile) })).toBeVisible();
    await expect(console.getByTestId('limit-deposit_day')).toContainText('50.00');
    await expect(console.getByTestId('limit-history')).toContainText('none → 50.00');
    await staffContext.close();
    expect(problems.errors).toEqual([]);
  },
);
