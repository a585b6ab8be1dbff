import { test } from './support/fixtures.js';
import { loyaltyPlayers } from './support/loyalty-players.js';
import { dialogs, submitLogin, topBarLogin } from './support/player.js';
import { expect } from '@playwright/test';

test('shots', async ({ page }, info) => {
  test.setTimeout(120_000);
  const player = loyaltyPlayers.claim();
  await page.goto('/');
  await topBarLogin(page).click();
  await submitLogin(page, player);
  await expect(dialogs.login(page)).toBeHidden();
  for (const [name, url] of [
    ['taskcenter', '/taskcenter'],
    ['mall', '/mall/1'],
    ['mall-more', '/mall/more/6/1'],
    ['exchange', '/exchange'],
    ['cashback', '/cashback'],
    ['vip', '/vip'],
    ['profile', '/profile'],
  ] as const) {
    await page.goto(url);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${info.project.name}-${name}.png`, fullPage: false });
  }
});
