/**
 * Safer play in the browser, against the real server: a new player takes the daily deposit limit
 * offered right after sign-up and a deposit above it is refused with the limit, its reset time and
 * the helpline, before any prompt reaches the phone; the limits page shows it, and a raise waits 24
 * hours. A funded player sets a daily loss limit below the slot's stake and the real-money spin is
 * refused with its message.
 */
import { expect, test } from './support/fixtures.js';
import { fundedPlayers } from './support/funded-players.js';
import { dialogs, expectLoggedIn, newPlayer, signUpInUi, submitLogin, topBarLogin } from './support/player.js';
import { openDeposit } from './support/wallet.js';

const FIRST_PAINT_MS = 15_000;
const HELPLINE = '+260 211 250 100';

test.describe('safer play', () => {
  test.setTimeout(60_000);

  test('a deposit limit taken at sign-up refuses a deposit above it, with the right message', async ({
    page,
    request,
    problems,
  }) => {
    const player = newPlayer();
    await page.goto('/');
    await signUpInUi(page, request, player, { keepLimitOffer: true });
    await page.getByTestId('limit-offer-100').click();
    await expect(page.getByTestId('limit-offer')).toBeHidden();
    await expectLoggedIn(page);

    const form = await openDeposit(page);
    await form.getByLabel('Amount (K)').fill('200');
    const answer = page.waitForResponse((r) => r.url().includes('/pan-pay/deposit/init'));
    await form.getByRole('button', { name: 'Pay K 200.00' }).click();
    const body = (await (await answer).json()) as { code: number; msg: string };
    expect(body.code).toBe(2002);
    const message = page.getByText(/This deposit would go over your daily deposit limit of K100\.00/);
    await expect(message).toBeVisible();
    await expect(message).toContainText('You can deposit K100.00 more until it resets at');
    await expect(message).toContainText(`Call ${HELPLINE}`);

    // The page shows the limit and the helpline; a raise waits 24 hours, shown with its time.
    await page.goto('/safer-play');
    await expect(page.getByTestId('safer-play-page')).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expect(page.getByTestId('rg-helpline')).toContainText(HELPLINE);
    const daily = page.getByTestId('rg-deposit_day');
    await expect(daily.getByTestId('rg-deposit_day-current')).toHaveText('Now: K100.00');
    await daily.getByTestId('rg-deposit_day-input').fill('300');
    await daily.getByTestId('rg-deposit_day-save').click();
    await expect(page.getByTestId('rg-deposit_day-pending')).toContainText('Changes to K300.00 on');
    await expect(page.getByTestId('rg-deposit_day-current')).toHaveText('Now: K100.00');
    expect(problems.errors).toEqual([]);
  });

  test('a loss limit below the stake refuses a real-money spin', async ({ page, problems }) => {
    const player = fundedPlayers.claim();
    await page.goto('/');
    await topBarLogin(page).click();
    await submitLogin(page, player);
    await expect(dialogs.login(page)).toBeHidden();

    await page.goto('/safer-play');
    const loss = page.getByTestId('rg-loss_day');
    await expect(loss).toBeVisible({ timeout: FIRST_PAINT_MS });
    await loss.getByTestId('rg-loss_day-input').fill('0.50');
    await loss.getByTestId('rg-loss_day-save').click();
    await expect(page.getByTestId('rg-loss_day-current')).toHaveText('Now: K0.50');

    await page.goto('/games/2/play');
    await expect(page.getByTestId('slot-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
    const answer = page.waitForResponse((r) => r.url().includes('/game-center/slots/spin'));
    await page.getByTestId('slot-spin').click();
    const body = (await (await answer).json()) as { code: number };
    expect(body.code).toBe(2002);
    await expect(page.getByText(/This stake would go over your daily loss limit of K0\.50/)).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});
