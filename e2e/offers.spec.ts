/**
 * The offers and bonus money in the browser, against the real server: a new player claims the
 * daily sign-in bonus once (the card shows it claimed and when the next opens; a second claim pays
 * nothing); the 7-day dialog shows day 1 claimable and the rest locked with a countdown, claim-all
 * claims day 1 and turns itself off, and an ended offer shows every day at 0 with claiming off; a
 * player holding bonus money sees the session reminder (in the page flow, with the wagering
 * progress) once per session, and the trial alert on the profile page; the Bonus Center follows a
 * bonus stake made elsewhere without a reload (the TrialAccount pushes).
 */
import type { Page } from '@playwright/test';
import { routes } from '@nyota/contract/api/routes';
import { expect, test } from './support/fixtures.js';
import { bonusPlayers } from './support/bonus-players.js';
import { GameId } from '@nyota/contract/games-constants';
import { liveConnectionReady, logInInUi, logOutInUi, signUpNewPlayer } from './support/player.js';
import { sessionToken } from './support/wallet.js';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/sizes.js';

const FIRST_PAINT_MS = 15_000;

async function openBonusCenter(page: Page): Promise<void> {
  await page.goto('/bonusCenter');
  await expect(page.getByTestId('bonus-center-page')).toBeVisible({ timeout: FIRST_PAINT_MS });
}

test.describe('offers and bonus money', () => {
  test.setTimeout(90_000);

  test('a new player claims the sign-in bonus once', async ({ page, request, problems }) => {
    await signUpNewPlayer(page, request);
    await openBonusCenter(page);
    const card = page.getByTestId('sign-in-bonus');
    await expect(card.getByTestId('sign-in-reward')).toHaveText("Today's reward: 5.00 coins");
    await card.getByTestId('sign-in-claim').click();
    await expect(card.getByTestId('sign-in-claimed')).toHaveText('Claimed today');
    await expect(card.getByTestId('sign-in-claim')).toHaveCount(0);
    await expect(card).toContainText('Next reward from');
    // Asked again (the page's own session): refused, nothing more paid.
    const token = await sessionToken(page.context());
    const again = await page.request.post(routes.signInBonusClaim.path, {
      headers: { Authorization: `Bearer ${token}`, token },
      form: {},
    });
    expect((await again.json()).code).toBe(2404);
    await page.reload();
    await expect(page.getByTestId('sign-in-claimed')).toBeVisible({ timeout: FIRST_PAINT_MS });
    // Straight to the profile: the phone's bottom navigation is not on the Bonus Center.
    await page.goto('/profile');
    await expect(page.getByTestId('profile-coins')).toHaveText('5.00');
    expect(problems.errors.filter((e) => !e.includes('2404'))).toEqual([]);
  });

  test(
    'the 7-day dialog: locked, claimable and claimed days, claim-all, and the ended state',
    PHONE_ONLY,
    async ({ page, request }) => {
      await signUpNewPlayer(page, request);
      await openBonusCenter(page);
      await page.getByTestId('seven-day-open').click();
      const dialog = page.getByTestId('seven-day-dialog');
      await expect(dialog.getByTestId('seven-day-1')).toHaveAttribute('data-status', '0');
      for (const day of [2, 3, 4, 5, 6, 7])
        await expect(dialog.getByTestId(`seven-day-${day}`)).toHaveAttribute('data-status', '-2');
      const countdown = dialog.getByTestId('seven-day-countdown');
      await expect(countdown).toHaveText(/^Ends in (\d+d )?\d\d:\d\d:\d\d$/);
      const first = await countdown.textContent();
      // The countdown ticks each second.
      await expect.poll(() => countdown.textContent()).not.toBe(first);
      const claim = dialog.getByTestId('seven-day-claim-all');
      await expect(claim).toBeEnabled();
      await claim.click();
      await expect(dialog.getByTestId('seven-day-1')).toHaveAttribute('data-status', '1');
      await expect(claim).toBeDisabled();
      await expect(dialog.getByTestId('seven-day-2')).toHaveAttribute('data-status', '-2');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      // An ended offer (the server answers so after the seventh day, seven-day-bonus.test.ts): every day 0, claiming off.
      await page.route(`**${routes.sevenDayBonus.path}`, async (route) => {
        const res = await route.fetch();
        const body = await res.json();
        const bonuses = body.data.bonuses.map((b: { status: number }) => ({ ...b, status: 0 }));
        await route.fulfill({ response: res, json: { ...body, data: { ...body.data, status: -1, bonuses } } });
      });
      await page.goto('/bonusCenter?open=seven-day');
      await expect(dialog.getByTestId('seven-day-ended')).toHaveText('This 7-day bonus has ended.', { timeout: FIRST_PAINT_MS });
      for (const day of [1, 2, 3, 4, 5, 6, 7])
        await expect(dialog.getByTestId(`seven-day-${day}`)).toHaveAttribute('data-status', '0');
      await expect(dialog.getByTestId('seven-day-claim-all')).toBeDisabled();
      await expect(dialog.getByTestId('seven-day-countdown')).toHaveCount(0);
    },
  );

  test(
    'a player with bonus money: the session reminder once per session, and the trial alert',
    DESKTOP_ONLY,
    async ({ page }) => {
      const player = bonusPlayers.claim();
      await page.goto('/');
      await logInInUi(page, player);
      const reminder = page.getByTestId('trial-reminder');
      await expect(reminder).toBeVisible({ timeout: FIRST_PAINT_MS });
      await expect(reminder).toContainText('Reminder: bonus money is restricted');
      await expect(page.getByTestId('trial-reminder-text')).toHaveText(
        'You have K 20.00 in bonus money. It becomes cash only after K 100.00 in stakes: K 0.00 played so far (0%). Stakes using it are capped at K 5.00.',
      );
      // In the page flow at the top of the content, never over a button.
      const placement = await reminder.evaluate((el) => ({
        position: getComputedStyle(el).position,
        inMain: el.closest('#main') !== null,
      }));
      expect(placement).toEqual({ position: 'static', inMain: true });
      await page.getByTestId('trial-reminder-dismiss').click();
      await expect(reminder).toHaveCount(0);
      // Same session after a reload: not again.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-home-popup', 'done', { timeout: FIRST_PAINT_MS });
      await expect(reminder).toHaveCount(0);
      await page.goto('/profile');
      await expect(page.getByTestId('trial-alert')).toContainText('You have K 20.00 in bonus money. Bonus money is not cash');
      await page.getByTestId('trial-alert').getByRole('link', { name: 'Bonus terms' }).click();
      await expect(page.getByTestId('terms6-cap')).toHaveText(
        'No bonus asks for more than 10 times its own amount in stakes, and never a multiple of a deposit.',
        { timeout: FIRST_PAINT_MS },
      );
      // A new session (log out, log in): the reminder again.
      await page.goto('/profile');
      await logOutInUi(page);
      await logInInUi(page, player);
      await expect(reminder).toBeVisible({ timeout: FIRST_PAINT_MS });
    },
  );

  test('the Bonus Center follows bonus money live: a stake from elsewhere moves its progress', async ({ page }) => {
    const player = bonusPlayers.claim();
    await page.goto('/');
    await logInInUi(page, player);
    const live = liveConnectionReady(page);
    await page.goto('/bonusCenter');
    await live;
    const progress = page.getByTestId('bonus-progress');
    await expect(progress).toHaveText('Played through: K 0.00 of K 100.00', { timeout: FIRST_PAINT_MS });
    // A K 1.00 slot spin by the same member over the API (another device, as far as this page knows):
    // no cash, so bonus money pays it, and the wagering consumer counts it in full.
    const token = await sessionToken(page.context());
    const spin = await page.request.post(routes.slotSpin.path, {
      headers: { Authorization: `Bearer ${token}`, token },
      form: { gameId: String(GameId.SAVANNA_SLOT), stake: '100' },
    });
    const body = (await spin.json()) as { code: number; msg: string };
    expect(body.code, body.msg).toBe(0);
    // No reload: the TrialAccount pushes refresh the page.
    await expect(progress).toHaveText('Played through: K 1.00 of K 100.00', { timeout: 20_000 });
  });
});
