/**
 * Time-out (docs/product-rules/responsible-gambling.md#time-out): it starts at once. A crash bet
 * queued for the next round is dropped and the player told, the card shows until when it runs, and
 * a deposit is refused with that time while the player stays logged in.
 */
import type { Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import { ErrorCode } from '@nyota/contract/error-codes';
import { expect, test } from './support/fixtures.js';
import { nextRoundWhere, ROUND_MS } from './support/crash-rounds.js';
import { fundedPlayers, SEEDED_WINNINGS } from './support/funded-players.js';
import { balanceChip, dialogs, expectLoggedIn, signUpNewPlayer, submitLogin, topBarLogin } from './support/player.js';
import { kwacha, sessionToken } from './support/wallet.js';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/sizes.js';

async function memberCall(page: Page, route: { method: string; path: string }, form: Record<string, string> = {}) {
  const token = await sessionToken(page.context());
  const headers = { Authorization: `Bearer ${token}`, token };
  const res = await page.request.fetch(route.path, { method: route.method, headers, form });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { code: number; msg: string };
}

async function startTimeOutInUi(page: Page, period: string): Promise<void> {
  await page.goto('/safer-play');
  const card = page.getByTestId('time-out-card');
  await card.getByRole('radio', { name: period }).check();
  await card.getByRole('button', { name: 'Start time-out' }).click();
  await expect(card.getByText(`Start a time-out of ${period}?`)).toBeVisible();
  await expect(card.getByText('It cannot be shortened or cancelled once started.', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Yes, start it' }).click();
  await expect(page.getByTestId('time-out-active')).toContainText('Your time-out runs until');
}

test.describe('time-out', () => {
  test.setTimeout(240_000);

  test(
    'a time-out cancels a crash bet queued for the next round and the player is told',
    DESKTOP_ONLY,
    async ({ page, problems }) => {
      // It waits for a suitable crash round (over two minutes on a loaded phone run): one size is enough,
      // since crash.spec plays the game at both.
      const player = fundedPlayers.claim();
      await page.goto('/');
      await topBarLogin(page).click();
      await submitLogin(page, player);
      await expect(dialogs.login(page)).toBeHidden();
      await page.goto('/games/1/play');
      const crash = page.getByTestId('crash');
      await expect(crash).toBeVisible();
      // A round that flies for 12 to 34 s: a bet asked for during its flight waits for the next, with time
      // to start the time-out before the flight ends even on a loaded machine.
      await nextRoundWhere(page, (cp) => cp >= 300 && cp <= 2_000);
      await expect(crash).toHaveAttribute('data-phase', 'running', { timeout: ROUND_MS });
      const panel = page.getByTestId('crash-panel-1');
      await panel.getByTestId('crash-panel-1-bet').click();
      await expect(panel.getByTestId('crash-panel-1-cancel')).toContainText('Waiting for the next round');

      expect((await memberCall(page, { method: 'POST', path: apiPaths.timeOut.path }, { period: '24h' })).code).toBe(0);
      await expect(
        page.getByRole('status').getByText('Your bet waiting for the next round was cancelled: You are on a time-out.'),
      ).toBeVisible();
      await expect(panel.getByTestId('crash-panel-1-bet')).toBeVisible();
      await expect(panel.getByTestId('crash-panel-1-cancel')).toHaveCount(0);
      // The next round opens without the bet.
      await expect(crash).toHaveAttribute('data-phase', 'betting', { timeout: ROUND_MS });
      await expect(panel.getByTestId('crash-panel-1-cancel')).toHaveCount(0);
      // Still logged in on this device, and no stake was ever taken.
      await page.goto('/');
      await expect(balanceChip(page)).toHaveText(kwacha(SEEDED_WINNINGS), { timeout: 10_000 });
      expect(problems.errors).toEqual([]);
    },
  );

  test(
    'the card starts a time-out that refuses deposits with its end and cannot be shortened',
    PHONE_ONLY,
    async ({ page, request, problems }) => {
      await signUpNewPlayer(page, request);
      await startTimeOutInUi(page, '7 days');
      await expect(page.getByTestId('time-out-card')).toContainText(
        'It cannot be shortened or cancelled. You can still withdraw.',
      );
      await page.reload();
      await expect(page.getByTestId('time-out-active')).toBeVisible();
      await expect(page.getByTestId('time-out-start')).toHaveCount(0);

      const deposit = await memberCall(
        page,
        { method: 'POST', path: apiPaths.depositInit.path },
        { itemId: '0', payMoney: '100', payChannel: '1' },
      );
      expect(deposit.code).toBe(ErrorCode.TIMED_OUT);
      expect(deposit.msg).toMatch(
        /^You are on a time-out until \d{4}-\d\d-\d\d \d\d:\d\d\. Deposits are paused until then; you can still withdraw\.$/,
      );
      const again = await memberCall(page, { method: 'POST', path: apiPaths.timeOut.path }, { period: '24h' });
      expect(again.code).toBe(ErrorCode.TIME_OUT_ACTIVE);
      await page.goto('/');
      await expectLoggedIn(page);
      expect(problems.errors).toEqual([]);
    },
  );
});
