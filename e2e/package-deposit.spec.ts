/**
 * The Deposit screen's Package tab in the browser (docs/product-rules/deposit-offers.md#web): a new
 * member opens the tab, sees the pack, promotion and 3-day check-in offers with their tiers, takes
 * day 1 of the check-in with a K 50.00 deposit approved on the sandbox phone, gets its 10.00 coins,
 * and the tab then shows day 1 claimed and today's check-in done.
 */
import type { Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import type { MemberBalance } from '@nyota/contract/api/wallet';
import { expect, test } from './support/fixtures.js';
import { newPlayer } from './support/new-player.js';
import { expectLoggedIn, signUpInUi } from './support/player.js';
import { answerOnPhone, openPhone, sessionToken } from './support/wallet.js';
import { DESKTOP_ONLY } from './support/sizes.js';

async function balanceOf(page: Page): Promise<MemberBalance> {
  const token = await sessionToken(page.context());
  const res = await page.request.get(apiPaths.memberBalance.path, { headers: { Authorization: `Bearer ${token}`, token } });
  const body = (await res.json()) as { code: number; msg: string; data: MemberBalance };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

test.describe('package tab', () => {
  test.setTimeout(120_000);

  test(
    'a member takes the check-in deposit from the Package tab and gets the day’s coins',
    DESKTOP_ONLY,
    async ({ page, context, request, problems }) => {
      const player = newPlayer();
      await page.goto('/');
      await signUpInUi(page, request, player);
      await expectLoggedIn(page);
      await page.goto('/deposit');
      await page.getByTestId('deposit-tab-package').click();
      const panel = page.getByTestId('package-panel');
      await expect(panel.getByTestId('package-pack')).toContainText('Deposit K 50.00');
      await expect(panel.getByTestId('package-promotion')).toContainText('From K 100.00: 20% extra, up to K 200.00');
      const normal = panel.getByTestId('package-normal');
      await expect(normal.getByRole('heading', { name: '3-day deposit check-in' })).toBeVisible();
      await expect(normal.getByTestId('normal-day-1')).toHaveAttribute('data-state', '0');
      await normal.getByTestId('package-open-normal').click();

      const dialog = page.getByTestId('normal-dialog');
      await expect(dialog.getByTestId('normal-entries')).toContainText('10.00 coins');
      await expect(dialog.getByTestId('offer-amount')).toHaveValue('50');
      const pay = dialog.getByRole('button', { name: 'Check in: deposit K 50.00' });
      await expect(pay).toBeDisabled();
      await dialog.getByText('I have read the bonus terms and accept them').click();
      await pay.click();

      await expect(page).toHaveURL(/\/waiting\?transNo=[^&]+$/);
      const phone = await openPhone(context, player);
      await answerOnPhone(phone, 5_000, 'Approve');
      await page.bringToFront();
      await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-result', 'success');
      await expect
        .poll(async () => {
          const b = await balanceOf(page);
          return [b.money, b.coin];
        })
        .toEqual([5_000, 1_000]);

      await page.goto('/deposit');
      await page.getByTestId('deposit-tab-package').click();
      await expect(page.getByTestId('package-normal').getByTestId('normal-day-1')).toHaveAttribute('data-state', '1');
      await page.getByTestId('package-open-normal').click();
      await expect(page.getByTestId('normal-done-today')).toBeVisible();
      expect(problems.errors).toEqual([]);
    },
  );
});
