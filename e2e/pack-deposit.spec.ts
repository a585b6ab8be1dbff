/**
 * The pack in the browser (docs/product-rules/deposit-offers.md#pack): a new member who let the
 * first-deposit offer go gets the pack as the next home pop-up, reads its tiers and the bonus money's
 * terms, buys the K 50.00 tier with a deposit approved on the sandbox phone, and receives what the
 * tier lists (K 25.00 bonus money, 2 × 10.00 coins) once; the pack is then bought for good.
 */
import type { Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import { depositOfferPaths } from '@nyota/contract/api/deposit-offer-paths';
import type { PackDepositData } from '@nyota/contract/api/deposit-offers';
import type { MemberBalance } from '@nyota/contract/api/wallet';
import { expect, quietPopupsIn, test } from './support/fixtures.js';
import { newPlayer } from './support/new-player.js';
import { expectLoggedIn, signUpInUi } from './support/player.js';
import { answerOnPhone, openPhone, sessionToken } from './support/wallet.js';
import { PHONE_ONLY } from './support/sizes.js';

async function appGet<T>(page: Page, path: string): Promise<T> {
  const token = await sessionToken(page.context());
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}`, token } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

test.describe('pack', () => {
  test.use({ homePopups: true });
  test.setTimeout(120_000);

  test(
    'a new member buys the pack from its pop-up and gets what the tier lists, once',
    PHONE_ONLY,
    async ({ page, context, request, problems }) => {
      // Only the register pop-up is marked shown: the member's offers may open.
      await quietPopupsIn(context, { except: ['first-deposit', 'pack-deposit', 'invite', 'vip-daily'] });
      const player = newPlayer();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-home-popup', 'done');
      await signUpInUi(page, request, player);
      await expectLoggedIn(page);
      // The first pop-up of a member's visit is the first-deposit offer; let it go.
      await page.reload();
      const first = page.getByTestId('first-deposit-dialog');
      await expect(first).toBeVisible({ timeout: 15_000 });
      await first.getByTestId('offer-not-now').click();
      await expect(first).toBeHidden();
      // Next visit: the pack.
      await page.reload();
      const pack = page.getByTestId('pack-dialog');
      await expect(pack).toBeVisible({ timeout: 15_000 });
      await expect(pack.getByRole('heading', { name: 'Starter pack' })).toBeVisible();
      const tier = pack.locator('label').filter({ has: page.getByTestId('pack-tier-1') });
      await expect(tier).toContainText('Deposit K 50.00');
      await expect(tier).toContainText('K 25.00 bonus money');
      await expect(tier).toContainText('2 × 10.00 coins');
      await expect(pack.getByTestId('offer-terms')).toContainText('Largest stake using bonus money: K 100.00.');
      await pack.getByTestId('pack-tier-1').check();
      const pay = pack.getByRole('button', { name: 'Buy the pack: deposit K 50.00' });
      await expect(pay).toBeDisabled();
      await pack.getByText('I have read the bonus terms and accept them').click();
      await pay.click();

      await expect(page).toHaveURL(/\/waiting\?transNo=[^&]+$/);
      const phone = await openPhone(context, player);
      await answerOnPhone(phone, 5_000, 'Approve');
      await page.bringToFront();
      await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-result', 'success');

      await expect
        .poll(async () => {
          const b = await appGet<MemberBalance>(page, apiPaths.memberBalance.path);
          return [b.money, b.trial, b.coin];
        })
        .toEqual([5_000, 2_500, 2_000]);
      await page.goto('/bonusCenter');
      await expect(page.getByTestId('bonus-status')).toHaveText('In play');
      expect((await appGet<PackDepositData>(page, depositOfferPaths.packDepositBonus.path)).state).toBe('granted');
      expect(problems.errors).toEqual([]);
    },
  );
});
