/**
 * The loyalty journey of issue 16 in one browser session, against the real server and the default
 * settings: a player seeded one spin short of V1 (loyalty-players.ts) stakes K 5.00 on the slot and
 * levels up; the task centre shows the sign-in task done by this login, its prize raised for V1, and
 * the player collects it; last week's losses are claimed as cashback on the CashBack page; the
 * collected coins make up the price of the mall's K5 cash prize, which the player redeems and finds
 * under My prizes. Each step's own rules (concurrency, refusals, windows) are the server tests'.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { loyaltyPlayers } from './support/loyalty-players.js';
import { dialogs, liveConnectionReady, submitLogin, topBarLogin } from './support/player.js';
import { spinToV1 } from './support/vip-players.js';
import { PHONE_ONLY } from './support/sizes.js';

const FIRST_PAINT_MS = 15_000;
/** The default tasks: "Sign in today" (1,000 coin minor units, 5% more a VIP level) is task 1. */
const SIGN_IN_TASK = 'task-1';
/** The default mall's K5 cash prize for 500.00 coins (mall-settings-schemas.ts). */
const CASH_PRIZE = 1001;

/**
 * Last week's cashback can be claimed from Monday 06:00 until Sunday 23:59 market time
 * (docs/product-rules/cashback.md#the-week); between Monday 00:00 and 06:00 nothing is claimable.
 */
function inCashbackGap(now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lusaka',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const weekday = parts.find((p) => p.type === 'weekday')?.value;
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  return weekday === 'Mon' && hour < 6;
}

async function collectSignInTask(page: Page): Promise<void> {
  await page.goto('/taskcenter');
  await expect(page.getByTestId('task-list')).toBeVisible({ timeout: FIRST_PAINT_MS });
  const row = page.getByTestId(SIGN_IN_TASK);
  await expect(page.getByTestId(`${SIGN_IN_TASK}-progress`)).toHaveText('1 / 1', { timeout: FIRST_PAINT_MS });
  // V1 raises the prize by 5%: 10.00 coins become 10.50.
  await expect(row).toContainText('10.50 coins');
  await page.getByTestId(`${SIGN_IN_TASK}-collect`).click();
  await expect(page.getByTestId(`${SIGN_IN_TASK}-collect`)).toHaveText('Collected');
}

async function claimCashback(page: Page): Promise<void> {
  await page.goto('/cashback');
  await expect(page.getByTestId('page-cashback')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId('cashback-last-week-loss')).toHaveText('K 100.00');
  const state = page.getByTestId('cashback-state');
  if (inCashbackGap(new Date())) {
    await expect(state).toHaveText('Unavailable');
    await expect(page.getByTestId('cashback-claim')).toBeDisabled();
    return;
  }
  await expect(state).toHaveText('Claim now');
  await page.getByTestId('cashback-claim').click();
  await expect(state).toHaveText('Claimed');
  await expect(page.getByText(/cashback added to your cash balance/)).toBeVisible();
  await expect(page.getByTestId('cashback-claim')).toBeDisabled();
}

async function redeemCashPrize(page: Page): Promise<void> {
  await page.goto('/mall/1');
  await expect(page.getByTestId('page-mall')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await page.getByTestId(`mall-redeem-${CASH_PRIZE}`).click();
  const confirm = page.getByTestId('mall-confirm');
  await expect(confirm).toContainText('K5 cash for 500.00 coins');
  await page.getByTestId('mall-confirm-yes').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('K5 cash is yours. See it under My prizes.')).toBeVisible();
  await page.getByTestId('mall-tab-prizes').click();
  await expect(page.getByTestId(`mall-prize-${CASH_PRIZE}`)).toContainText('Received');
}

test(
  'a player goes from bets to a level-up, a task collected, a cashback claim and a mall redemption',
  PHONE_ONLY,
  async ({ page, problems }) => {
    test.setTimeout(120_000);
    const player = loyaltyPlayers.claim();
    await page.goto('/');
    const live = liveConnectionReady(page);
    await topBarLogin(page).click();
    await submitLogin(page, player);
    await expect(dialogs.login(page)).toBeHidden();
    await live;

    await spinToV1(page);
    await collectSignInTask(page);
    await claimCashback(page);
    await redeemCashPrize(page);

    // 490.00 seeded + 10.50 collected - 500.00 spent.
    await page.goto('/profile');
    await expect(page.getByTestId('profile-coins')).toHaveText('0.50');
    await expect(page.getByTestId('profile-level')).toHaveText('VIP 1');
    expect(problems.errors).toEqual([]);
  },
);
