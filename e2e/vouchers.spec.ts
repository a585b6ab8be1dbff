/**
 * Vouchers and promotions (docs/product-rules/vouchers-and-promotions.md):
 * the lobby's promotions strip leads to `promotion`, which lists the market's default campaigns;
 * a promotion's detail shows its texts and terms and gives its voucher once; the voucher is on
 * `coupon` (valid, tier by copies) and in the Bonus Center; used, it pays its value into the
 * balance and moves to the used tab.
 */
import { expect, test } from './support/fixtures.js';
import { balanceChip, signUpNewPlayer } from './support/player.js';
import { PHONE_ONLY } from './support/sizes.js';

test.describe('vouchers and promotions', () => {
  test(
    'a player claims a promotion voucher, sees it on coupon, uses it, and it moves to used',
    PHONE_ONLY,
    async ({ page, request, problems }) => {
      await signUpNewPlayer(page, request);
      await expect(balanceChip(page)).toContainText(/K\s?0\.00/);

      // The lobby's promotions strip (lazy, below the games) links to the list.
      const strip = page.getByTestId('home-promotions');
      await strip.scrollIntoViewIfNeeded();
      await expect(strip).toContainText('Welcome voucher');
      await strip.getByTestId('home-promotions-all').click();
      await expect(page).toHaveURL(/\/promotion$/);
      const list = page.getByTestId('page-promotion');
      // The defaults lead; staff may add more after them (console-promotions.spec adds one, ordered last).
      await expect(list.getByTestId('promotion-title').nth(2)).toHaveText('Aviator: fly higher');
      const titles = await list.getByTestId('promotion-title').allTextContents();
      expect(titles.slice(0, 3)).toEqual(['Welcome voucher', 'Deposit vouchers', 'Aviator: fly higher']);

      // The detail: texts, voucher, terms; claimed once.
      await list.getByTestId('promotion-open').first().click();
      await expect(page).toHaveURL(/\/promotion\/\d+$/);
      const detail = page.getByTestId('promotion-detail');
      await expect(detail.getByTestId('promotion-body')).toContainText('Claim a free voucher');
      await expect(detail.getByTestId('promotion-voucher')).toHaveText(
        'You get a K 2.00 voucher ×1, valid for 7 days. No deposit needed.',
      );
      await expect(detail.getByTestId('promotion-terms')).toContainText('One voucher per player.');
      await detail.getByTestId('promotion-claim').click();
      await expect(detail.getByTestId('promotion-to-coupons')).toBeVisible();

      // The Bonus Center lists it with its progress and terms.
      await page.goto('/bonusCenter');
      const inCenter = page.getByTestId('bonus-vouchers');
      await expect(inCenter).toContainText('Welcome voucher');
      await expect(inCenter.getByTestId('bonus-voucher-progress')).toHaveText('Copies used: 0 of 1');

      // Coupons: valid, one copy (tier 1); used, it moves to the used tab and K 2.00 is in the balance.
      await inCenter.getByTestId('bonus-to-coupons').click();
      await expect(page).toHaveURL(/\/coupon$/);
      const valid = page.getByTestId('coupon-valid');
      const card = valid.locator('[data-testid^="voucher-"][data-tier]');
      await expect(card).toHaveCount(1);
      await expect(card).toHaveAttribute('data-tier', '1');
      await expect(card.getByTestId('voucher-name')).toHaveText('Welcome voucher');
      await expect(card.getByTestId('voucher-amount')).toHaveText('K 2.00');
      await expect(valid.getByTestId('coupon-balance')).toHaveText('Voucher balance: K 2.00');
      await card.getByTestId('voucher-use').click();
      await expect(page.getByText('K 2.00 was added to your main balance.')).toBeVisible();
      await expect(valid.getByText('No Bonus Found')).toBeVisible();

      await page.getByTestId('coupon-tab-used').click();
      const used = page.getByTestId('coupon-used').locator('[data-testid^="voucher-"][data-tier]');
      await expect(used).toHaveCount(1);
      await expect(used.getByTestId('voucher-name')).toHaveText('Welcome voucher');
      await expect(used.getByTestId('voucher-when')).toContainText('Used');
      await page.getByTestId('coupon-tab-expired').click();
      await expect(page.getByTestId('coupon-expired').getByText('No Bonus Found')).toBeVisible();

      // Claimed already: the detail says so instead of offering it again.
      await page.goto('/promotion');
      await page.getByTestId('page-promotion').getByTestId('promotion-open').first().click();
      await expect(page.getByTestId('promotion-to-coupons')).toBeVisible();
      // The voucher's value is in the main balance (the lobby's top bar shows it on every layout).
      await page.goto('/');
      await expect(balanceChip(page)).toContainText(/K\s?2\.00/);
      expect(problems.errors).toEqual([]);
    },
  );

  test('a visitor reads a game promotion and is asked to log in to claim a voucher', async ({ page, problems }) => {
    await page.goto('/promotion');
    const list = page.getByTestId('page-promotion');
    await list.getByTestId('promotion-open').nth(2).click();
    const detail = page.getByTestId('promotion-detail');
    await expect(page.getByRole('heading', { name: 'Aviator: fly higher' })).toBeVisible();
    await expect(detail.getByTestId('promotion-game')).toHaveText('Play Aviator');
    await expect(detail.getByTestId('promotion-terms')).toContainText('no bonus attached');
    await page.goto('/promotion');
    await page.getByTestId('page-promotion').getByTestId('promotion-open').first().click();
    await expect(page.getByTestId('promotion-login')).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});
