/**
 * Safer play in the browser, against the real server: a new player takes the daily deposit limit
 * offered right after sign-up and a deposit above it is refused with the limit, its reset time and
 * the helpline, before any prompt reaches the phone; the limits page shows it, and a raise waits 24
 * hours. Then each limit kind is set on /safer-play and refuses with its own message: a new player's
 * monthly, weekly and daily deposit limits each refuse a deposit (no prompt reaches the phone), a
 * funded player's monthly, weekly and daily loss limits each refuse a real-money slot spin, and a
 * player seeded ten minutes into a play session sets a 5-minute session limit and is refused a spin.
 */
import type { Page } from '@playwright/test';
import type { LimitKind } from '@nyota/contract/api/safer-play';
import { expect, test } from './support/fixtures.js';
import { fundedPlayers } from './support/funded-players.js';
import { inSessionPlayers } from './support/in-session-players.js';
import { dialogs, expectLoggedIn, newPlayer, signUpInUi, submitLogin, topBarLogin, type Player } from './support/player.js';
import { kwacha, openDeposit, promptsOnPhone } from './support/wallet.js';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/sizes.js';

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

  test(
    'monthly, weekly and daily deposit limits each refuse a deposit with their own message',
    PHONE_ONLY,
    async ({ page, request, problems }) => {
      const player = newPlayer();
      await page.goto('/');
      await signUpInUi(page, request, player);
      await expectLoggedIn(page);

      // The server checks day, week, then month and names the first limit crossed, so each new limit
      // is tighter and of a shorter period than the ones before it: it is the one the refusal names.
      await setLimitOnPage(page, 'deposit_month', '100', 'K100.00');
      await refusedDeposit(page, 200_00, /This deposit would go over your monthly deposit limit of K100\.00/);
      await setLimitOnPage(page, 'deposit_week', '50', 'K50.00');
      await refusedDeposit(page, 80_00, /This deposit would go over your weekly deposit limit of K50\.00/);
      await setLimitOnPage(page, 'deposit_day', '30', 'K30.00');
      await refusedDeposit(page, 40_00, /This deposit would go over your daily deposit limit of K30\.00/);
      // Refused before the provider is asked: no prompt ever reached the payer's phone.
      expect(await promptsOnPhone(request, player)).toEqual([]);
      expect(problems.errors).toEqual([]);
    },
  );

  test(
    'monthly, weekly and daily loss limits below the stake each refuse a real-money spin',
    DESKTOP_ONLY,
    async ({ page, problems }) => {
      await logIn(page, fundedPlayers.claim());
      // The slot's stake is K1.00; each limit is below it, and the server checks day, week, then month,
      // so the newest (the shortest period set) is the one the refusal names.
      await setLimitOnPage(page, 'loss_month', '0.80', 'K0.80');
      await refusedSpin(page, /This stake would go over your monthly loss limit of K0\.80/);
      await setLimitOnPage(page, 'loss_week', '0.60', 'K0.60');
      await refusedSpin(page, /This stake would go over your weekly loss limit of K0\.60/);
      await setLimitOnPage(page, 'loss_day', '0.50', 'K0.50');
      await refusedSpin(page, /This stake would go over your daily loss limit of K0\.50/);
      expect(problems.errors).toEqual([]);
    },
  );

  test('a session limit shorter than the session under way refuses a real-money spin', PHONE_ONLY, async ({ page, problems }) => {
    // Seeded ten minutes into a play session that no stake gap can end (in-session-players.ts).
    await logIn(page, inSessionPlayers.claim());
    await setLimitOnPage(page, 'session_minutes', '5', '5 minutes');
    await refusedSpin(page, /You have reached your session limit of 5 minutes\. Take a break/);
    expect(problems.errors).toEqual([]);
  });
});

/** A pool player logs in from the lobby's top bar. */
async function logIn(page: Page, player: Player): Promise<void> {
  await page.goto('/');
  await topBarLogin(page).click();
  await submitLogin(page, player);
  await expect(dialogs.login(page)).toBeHidden();
}

/** Sets a limit on /safer-play as a player types it (kwacha, or minutes) and sees it apply at once. */
async function setLimitOnPage(page: Page, kind: LimitKind, typed: string, shown: string): Promise<void> {
  await page.goto('/safer-play');
  const form = page.getByTestId(`rg-${kind}`);
  await expect(form).toBeVisible({ timeout: FIRST_PAINT_MS });
  await form.getByTestId(`rg-${kind}-input`).fill(typed);
  await form.getByTestId(`rg-${kind}-save`).click();
  await expect(form.getByTestId(`rg-${kind}-current`)).toHaveText(`Now: ${shown}`);
  await expect(form.getByTestId(`rg-${kind}-pending`)).toHaveCount(0);
}

/**
 * Pay with `amount` (minor units) is refused with `message` and the helpline. From the lobby: on
 * phones /safer-play has no bottom navigation to reach the deposit page.
 */
async function refusedDeposit(page: Page, amount: number, message: RegExp): Promise<void> {
  await page.goto('/');
  const form = await openDeposit(page);
  await form.getByLabel('Amount (K)').fill(String(amount / 100));
  const answer = page.waitForResponse((r) => r.url().includes('/pan-pay/deposit/init'));
  await form.getByRole('button', { name: `Pay ${kwacha(amount)}` }).click();
  expect(((await (await answer).json()) as { code: number }).code).toBe(2002);
  await expectRefusal(page, message);
}

/** A real-money spin of the slot at its first stake (K1.00) is refused with `message` and the helpline. */
async function refusedSpin(page: Page, message: RegExp): Promise<void> {
  await page.goto('/games/2/play');
  await expect(page.getByTestId('slot-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId('slot-stake')).toHaveText(kwacha(100));
  const answer = page.waitForResponse((r) => r.url().includes('/game-center/slots/spin'));
  await page.getByTestId('slot-spin').click();
  expect(((await (await answer).json()) as { code: number }).code).toBe(2002);
  await expectRefusal(page, message);
}

async function expectRefusal(page: Page, message: RegExp): Promise<void> {
  const shown = page.getByText(message);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(`Call ${HELPLINE}`);
}
