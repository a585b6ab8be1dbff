/**
 * The VIP club in the browser (docs/product-rules/vip.md): a visitor reads the levels 0 to 20 and
 * the rules (no serious axe violation); a player seeded one spin short of V1 on the default
 * thresholds (vip-players.ts) spins the slot for real at K 5.00, sees the level-up card on the
 * game when the VIP push arrives and opens the level-up dialog from it, goes to VIP Rewards and
 * claims V1's level-up reward; back on the lobby the daily VIP reward dialog opens, is claimed and
 * says it refreshes at 00:00; the profile and the VIP page show V1, the claim statuses and the
 * claimed rewards. No spec changes the global `vip` setting, so players of other specs never level
 * up meanwhile.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, quietPopupsIn, test } from './support/fixtures.js';
import { liveConnectionReady, openProfile, submitLogin, topBarLogin, dialogs } from './support/player.js';
import { spinToV1, vipPlayers } from './support/vip-players.js';
import { DESKTOP_ONLY } from './support/sizes.js';

const FIRST_PAINT_MS = 15_000;

test('a visitor reads the VIP levels and rules, and is offered the login', async ({ page, problems }) => {
  await page.goto('/vip');
  await expect(page.getByTestId('page-vip')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId('vip-rule-holiday')).toContainText('ten times');
  await expect(page.getByTestId('vip-rule-year')).toContainText('1 January');
  await expect(page.getByTestId('vip-levels').locator('> li')).toHaveCount(21);
  await expect(page.getByTestId('vip-level-0')).toContainText('V0');
  await expect(page.getByTestId('vip-level-20')).toContainText('V20');
  // A visitor sees no claim status.
  await expect(page.getByTestId('vip-level-1').locator('.vip-status')).toHaveCount(0);
  await expect(dialogs.login(page)).toBeHidden();
  // Serious and critical axe violations fail, as on the first screens (accessibility.spec.ts).
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByTestId('vip-login').click();
  await expect(dialogs.login(page)).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test.describe('a member from V1', () => {
  // The home pop-ups are on, so the daily VIP reward dialog may open; the advert ones are quiet.
  test.use({ homePopups: true });

  test(
    'reaches V1 by playing the slot, sees the level-up dialog, claims the level-up and the daily VIP reward',
    DESKTOP_ONLY,
    async ({ page, context, problems }) => {
      test.setTimeout(120_000);
      // The advert pop-ups count as shown today; the daily VIP reward's does not.
      await quietPopupsIn(context, { except: ['vip-daily'] });
      const player = vipPlayers.claim();
      await page.goto('/');
      const live = liveConnectionReady(page);
      await topBarLogin(page).click();
      await submitLogin(page, player);
      await expect(dialogs.login(page)).toBeHidden();
      await live;

      // On the game the level-up is a card; tapped, the dialog says what V1 gives.
      await spinToV1(page, { open: true });
      const levelUp = page.getByTestId('vip-levelup-dialog');
      await expect(levelUp).toContainText('You reached V1!');
      await expect(page.getByTestId('vip-levelup-gives')).toContainText('Level-up reward: 100.00 coins');
      await expect(page.getByTestId('vip-levelup-gives')).toContainText('Daily VIP reward: 5.00 coins');
      await page.getByTestId('vip-levelup-rewards').click();
      await expect(levelUp).toBeHidden();
      await expect(page).toHaveURL(/\/vip#rewards$/);
      await expect(page.getByTestId('page-vip')).toBeVisible({ timeout: FIRST_PAINT_MS });
      await expect(page.getByTestId('vip-my-level')).toHaveText('V1');
      await expect(page.getByTestId('vip-level-1')).toContainText('Your level');
      await expect(page.getByTestId('vip-benefit-101')).toContainText('Ready to claim');
      await expect(page.getByTestId('vip-to-next')).toContainText('to reach V2');
      // VIP Rewards: V1's level-up reward is claimable once; its terms open on demand.
      await page.getByTestId('vip-details-101').click();
      await expect(page.getByTestId('vip-terms-101')).not.toBeEmpty();
      await page.getByTestId('vip-claim-101').click();
      await expect(page.getByTestId('vip-claimed-101')).toHaveText('Claimed');
      await expect(page.getByTestId('vip-record-101')).toContainText('100.00 coins');

      // The lobby: the daily VIP reward dialog opens once the page settled.
      await page.goto('/');
      const daily = page.getByTestId('vip-daily');
      await expect(daily).toBeVisible({ timeout: FIRST_PAINT_MS });
      await expect(page.getByTestId('vip-daily-reward')).toHaveText('5.00 coins');
      await page.getByTestId('vip-daily-claim').click();
      await expect(page.getByTestId('vip-daily-result')).toContainText('You received 5.00 coins.');
      await expect(page.getByTestId('vip-daily-refresh')).toContainText('00:00');
      await page.getByTestId('vip-daily-close').click();
      await expect(daily).toBeHidden();
      // Once a market day per device: a reload does not bring it back.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-vip-daily', 'over', { timeout: FIRST_PAINT_MS });
      await expect(daily).toBeHidden();

      await openProfile(page);
      await expect(page.getByTestId('profile-level')).toHaveText('VIP 1');
      await expect(page.getByTestId('vip-my-level')).toHaveText('V1');
      await expect(page.getByTestId('vip-my-score')).toContainText('points in');
      await page.getByTestId('profile-vip').click();
      await expect(page.getByTestId('page-vip')).toBeVisible({ timeout: FIRST_PAINT_MS });
      await expect(page.getByTestId('vip-claimed-102')).toHaveText('Claimed today, back at 00:00');
      await expect(page.getByTestId('vip-benefit-102')).toContainText('Claimed today');
      await expect(page.getByTestId('vip-record-102')).toContainText('Daily VIP reward');
      await page.getByTestId('vip-records-type').selectOption('2');
      await expect(page.getByTestId('vip-record-101')).toBeHidden();
      await expect(page.getByTestId('vip-record-102')).toBeVisible();
      expect(problems.errors).toEqual([]);
    },
  );
});
