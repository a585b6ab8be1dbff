/**
 * The VIP club in the browser (docs/product-rules/vip.md): a visitor reads the levels and the rules
 * (no serious axe violation); a player seeded one spin short of V1 on the default thresholds
 * (vip-players.ts) spins the slot for real at K 5.00, sees the level-up notice when the VIP push
 * arrives, then V1 on the profile and on the VIP page, and claims V1's level-up reward. No spec changes the global `vip` setting,
 * so players of other specs never level up meanwhile.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import { liveConnectionReady, openProfile, submitLogin, topBarLogin, dialogs } from './support/player.js';
import { spinToV1, vipPlayers } from './support/vip-players.js';

const FIRST_PAINT_MS = 15_000;

test('a visitor reads the VIP levels and rules, and is offered the login', async ({ page, problems }) => {
  await page.goto('/vip');
  await expect(page.getByTestId('page-vip')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId('vip-rule-holiday')).toContainText('ten times');
  await expect(page.getByTestId('vip-rule-year')).toContainText('1 January');
  await expect(page.getByTestId('vip-levels').locator('> li')).toHaveCount(20);
  await expect(page.getByTestId('vip-level-20')).toContainText('V20');
  await expect(dialogs.login(page)).toBeHidden();
  // Serious and critical axe violations fail, as on the first screens (accessibility.spec.ts).
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByTestId('vip-login').click();
  await expect(dialogs.login(page)).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a player reaches V1 by playing the slot and sees it in the notice, on the profile and the VIP page', async ({
  page,
  problems,
}) => {
  const player = vipPlayers.claim();
  await page.goto('/');
  const live = liveConnectionReady(page);
  await topBarLogin(page).click();
  await submitLogin(page, player);
  await expect(dialogs.login(page)).toBeHidden();
  await live;

  await spinToV1(page);

  await page.goto('/');
  await openProfile(page);
  await expect(page.getByTestId('profile-level')).toHaveText('VIP 1');
  await expect(page.getByTestId('vip-my-level')).toHaveText('V1');
  await expect(page.getByTestId('vip-my-score')).toContainText('points in');

  await page.getByTestId('profile-vip').click();
  await expect(page.getByTestId('page-vip')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId('vip-my-level')).toHaveText('V1');
  await expect(page.getByTestId('vip-level-1')).toContainText('Your level');
  await expect(page.getByTestId('vip-to-next')).toContainText('to reach V2');
  // VIP Rewards: V1's level-up reward is claimable once.
  await page.getByTestId('vip-claim-101').click();
  await expect(page.getByTestId('vip-claimed-101')).toHaveText('Claimed');
  expect(problems.errors).toEqual([]);
});
