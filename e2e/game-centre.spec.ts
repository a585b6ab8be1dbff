/**
 * The game centre (docs/product-rules/games.md#game-centre-calls): the lobby's categories and games
 * from the server, View all opening a category, a game page in demo mode without a login (the real
 * switch asks for one), the game-play sheet, and game records for a member.
 *
 * Game records: a fresh member sees the tabs, the 6-month picker and an empty month; a funded
 * player spins the slot for real money and finds that bet in the records, with its outcome and
 * the seeds that prove it. Paging and filters are covered against the real server in
 * apps/server/src/modules/games/centre/game-centre.test.ts.
 */
import { expect, test } from './support/fixtures.js';
import { fundedPlayers } from './support/funded-players.js';
import { dialogs, isMobileLayout, signUpNewPlayer, submitLogin, topBarLogin } from './support/player.js';

test('the lobby lists the categories and their games, and View all opens a category', async ({ page, baseURL, problems }) => {
  await page.goto('/');
  const lobby = page.getByTestId('game-lobby');
  await expect(lobby).toBeVisible();
  for (const name of ['All', 'Gifts', 'Aviator', 'My games']) {
    await expect(lobby.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  const all = page.getByTestId('lobby-row-1');
  for (const name of ['Aviator', 'Savanna Sunset', 'Virtual League', 'Coin Spin', 'Diamond Spin']) {
    await expect(all.getByRole('link', { name: new RegExp(name) })).toBeAttached();
  }
  // A visitor has no games of their own yet and is offered the login.
  await expect(page.getByTestId('lobby-row-4').getByText('Log in to see the games you played.')).toBeVisible();

  // The Gifts tab narrows the lobby to the wheels.
  await page.getByTestId('lobby-tab-gifts').click();
  await expect(page.getByTestId('lobby-row-1')).toHaveCount(0);
  await expect(page.getByTestId('lobby-row-2').getByTestId('game-card-4')).toBeVisible();

  await page.getByTestId('view-all-2').click();
  await expect(page).toHaveURL(`${baseURL}/gamecategory/Gifts`);
  const category = page.getByTestId('page-game-category');
  await expect(category.getByRole('heading', { name: 'Gifts' })).toBeVisible();
  await expect(category.getByTestId('category-games').getByRole('link')).toHaveCount(2);

  // gamecollection/{id} is the same category by number.
  await page.goto('/gamecollection/3');
  await expect(page.getByTestId('page-game-category').getByRole('heading', { name: 'Aviator' })).toBeVisible();
  await expect(page.getByTestId('category-games').getByRole('link')).toHaveCount(1);
  expect(problems.errors).toEqual([]);
});

test('the leaderboard shows on every layout and the broadcast only on mobile when there are winners', async ({ page }) => {
  await page.goto('/');
  const board = page.getByTestId('leaderboard');
  await expect(board.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(board.getByRole('columnheader', { name: 'Multiplier' })).toBeVisible();
  await board.getByTestId('leaderboard-week').click();
  await expect(board.getByTestId('leaderboard-week')).toHaveAttribute('aria-pressed', 'true');
  if (!isMobileLayout(page)) await expect(page.getByTestId('winners-broadcast')).toHaveCount(0);
});

test('a game opens in demo without a login; real mode asks for one', async ({ page, baseURL, problems }) => {
  await page.goto('/');
  await page.getByTestId('lobby-row-1').getByTestId('game-card-2').click();
  await expect(page).toHaveURL(`${baseURL}/games/2/demo`);
  const game = page.getByTestId('page-game');
  await expect(game.getByRole('heading', { name: 'Savanna Sunset' })).toBeVisible();
  await expect(page.getByTestId('mode-demo')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('game-mode-note')).toHaveText(/play money, no login needed/);

  await page.getByTestId('mode-play').click();
  await expect(dialogs.login(page)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/games/2/demo`);
  await page.keyboard.press('Escape');
  await expect(dialogs.login(page)).toHaveCount(0);

  // The game-play sheet: rules, the fairness page and where the limits are.
  await page.getByTestId('game-info').click();
  const sheet = page.getByTestId('game-sheet');
  await expect(sheet.getByRole('heading', { name: 'How to play Savanna Sunset' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Limits' })).toBeVisible();
  await sheet.getByTestId('game-sheet-fair').click();
  await expect(page).toHaveURL(`${baseURL}/links/5`);
  expect(problems.errors).toEqual([]);
});

test('the wheels open on their own routes and an unknown game goes to the lobby', async ({ page, baseURL }) => {
  await page.goto('/games/4/demo');
  await expect(page).toHaveURL(`${baseURL}/coinspin/1`);
  await page.goto('/games/99/demo');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a member reads game records by tab and month', async ({ page, request, problems }) => {
  await signUpNewPlayer(page, request);
  await page.goto('/game-records');
  const records = page.getByTestId('page-game-records');
  await expect(records.getByRole('heading', { name: 'Game records' })).toBeVisible();
  await expect(page.getByTestId('game-records-tab-bet')).toHaveAttribute('aria-selected', 'true');
  const month = page.getByTestId('game-records-month');
  await expect(month.locator('option')).toHaveCount(6);
  await expect(records.getByText('No Transactions Found')).toBeVisible();

  await page.getByTestId('game-records-tab-win').click();
  await expect(page.getByTestId('game-records-tab-win')).toHaveAttribute('aria-selected', 'true');
  const previous = await month.locator('option').nth(1).getAttribute('value');
  await month.selectOption(previous ?? '');
  await expect(records.getByText('No Transactions Found')).toBeVisible();

  // Having played nothing, My games in the lobby says so.
  await page.goto('/');
  await expect(page.getByTestId('lobby-row-4').getByText('Games you play will be collected here')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a real slot spin shows in game records with its outcome and seeds', async ({ page, problems }) => {
  test.setTimeout(60_000);
  const player = fundedPlayers.claim();
  await page.goto('/');
  await topBarLogin(page).click();
  await submitLogin(page, player);
  await expect(dialogs.login(page)).toBeHidden();

  await page.goto('/games/2/play');
  await expect(page.getByTestId('mode-play')).toHaveAttribute('aria-pressed', 'true');
  const answer = page.waitForResponse((r) => r.url().includes('/game-center/slots/spin'));
  await page.getByTestId('slot-spin').click();
  const body = (await (await answer).json()) as { code: number; data: { payout: number; serverSeedHash: string } };
  expect(body.code).toBe(0);

  await page.goto('/game-records');
  const row = page.getByTestId('game-record');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Savanna Sunset');
  await expect(row).toContainText('Stake K 1.00');
  await row.locator('summary').click();
  await expect(row.getByTestId('game-record-fairness')).toContainText(body.data.serverSeedHash);
  await expect(row.getByTestId('game-record-outcome')).not.toBeEmpty();

  // The Win tab holds it only if it paid.
  await page.getByTestId('game-records-tab-win').click();
  await expect(page.getByTestId('game-record')).toHaveCount(body.data.payout > 0 ? 1 : 0);
  expect(problems.errors).toEqual([]);
});
