/**
 * The mall in the browser (docs/product-rules/mall.md), on the default mall a fresh platform has
 * plus four coin packs for diamonds (mall-rules.ts): a visitor browses the coin prizes and a draw's
 * fairness commitment, and opens More on the diamonds' Coins group for all five packs; a player seeded with coins
 * (mall-players.ts) redeems the K5 cash prize behind its confirmation and finds it under My prizes;
 * the exchange tells a player below VIP 4 when it opens.
 */
import { expect, test } from './support/fixtures.js';
import { logInInUi } from './support/player.js';
import { mallPlayers } from './support/mall-players.js';
import { MORE_ONLY_ITEM } from './support/mall-rules.js';

const FIRST_PAINT_MS = 15_000;
/** The default mall's K5 cash prize for 500.00 coins (mall-settings-schemas.ts). */
const CASH_PRIZE = 1001;
const DRAW = 1004;

test('a visitor browses the coin prizes and a draw commitment', async ({ page, problems }) => {
  await page.goto('/mall/1');
  await expect(page.getByTestId('page-mall')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId(`mall-price-${CASH_PRIZE}`)).toHaveText('500.00 coins');
  await expect(page.getByTestId(`mall-stock-${CASH_PRIZE}`)).toContainText('of 1,000 left');
  await page.getByTestId(`mall-raffle-toggle-${DRAW}`).click();
  await expect(page.getByTestId('mall-raffle-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByTestId('mall-tab-diamonds').click();
  await expect(page).toHaveURL(/\/mall\/2$/);
  await expect(page.getByTestId('mall-item-2002')).toBeVisible();

  // The diamonds' Coins group has five packs: the front page shows four and links to the rest.
  await expect(page.getByTestId(`mall-item-${MORE_ONLY_ITEM}`)).toHaveCount(0);
  await page.getByTestId('mall-more-3').click();
  await expect(page).toHaveURL(/\/mall\/more\/3\/2$/);
  const more = page.getByTestId('page-mall-more');
  await expect(more.getByRole('heading', { name: 'Cash Draw · Coins' })).toBeVisible();
  await expect(more.getByTestId(/^mall-item-/)).toHaveCount(5);
  const pack = more.getByTestId(`mall-item-${MORE_ONLY_ITEM}`);
  await expect(pack).toContainText('200 Coin Spins');
  await expect(pack.getByTestId(`mall-price-${MORE_ONLY_ITEM}`)).toHaveText('20.00 diamonds');
  await expect(pack).toContainText('2,000.00 coins');
  // Only what it gives is coins: the diamonds' cash prize is not among them.
  await expect(more.getByTestId('mall-item-2001')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('a player with coins redeems a prize and sees it in My prizes', async ({ page, problems }) => {
  const player = mallPlayers.claim();
  await page.goto('/');
  await logInInUi(page, player);
  await page.goto('/mall/1');
  await expect(page.getByTestId('page-mall')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await page.getByTestId(`mall-redeem-${CASH_PRIZE}`).click();
  const confirm = page.getByTestId('mall-confirm');
  await expect(confirm).toContainText('K5 cash for 500.00 coins');
  await page.getByTestId('mall-confirm-yes').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('K5 cash is yours. See it under My prizes.')).toBeVisible();
  await expect(page.getByTestId(`mall-item-${CASH_PRIZE}`)).toContainText('You: 1 today, 1 in all.');

  await page.getByTestId('mall-tab-prizes').click();
  const prize = page.getByTestId(`mall-prize-${CASH_PRIZE}`);
  await expect(prize).toContainText('K5 cash');
  await expect(prize).toContainText('Received');

  await page.goto('/exchange');
  await expect(page.getByTestId('exchange-gate')).toContainText('Exchange opens at VIP 4. You are V0');
  expect(problems.errors).toEqual([]);
});
