/**
 * Deposits and withdrawals through the embedded mobile-money sandbox (docs/product-rules/wallet.md): the
 * player pays in the app, the payer answers the prompt on the sandbox phone page, and the app shows
 * the result and the new balance from the pushes, without a reload.
 */
import { expect, test, watchProblems } from './support/fixtures.js';
import { fundedPlayers, SEEDED_WINNINGS } from './support/funded-players.js';
import {
  balanceChip,
  dialogs,
  isMobileLayout,
  openProfile,
  signUpNewPlayer,
  submitLogin,
  topBarLogin,
  type Player,
} from './support/player.js';
import {
  answerOnPhone,
  answerPromptByApi,
  kwacha,
  memberTax,
  openDeposit,
  openPhone,
  openWithdraw,
  operatorOf,
  payoutsTo,
  startDepositByApi,
  withdrawChannels,
} from './support/wallet.js';
import type { Page } from '@playwright/test';

/** Set once on the app's window: still there later means the page was never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __nyotaE2eMark: true }));
}

async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __nyotaE2eMark?: boolean }).__nyotaE2eMark)).toBe(true);
}

/**
 * The balance the top bar shows. On phones the top bar belongs to the lobby: the result's Home
 * button goes there (in-app navigation, no reload); on desktop it is on every page.
 */
async function expectTopBarBalance(page: Page, amount: string): Promise<void> {
  if (isMobileLayout(page)) {
    await page.getByTestId('deposit-home').click();
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(balanceChip(page)).toHaveText(amount);
}

test.describe('wallet', () => {
  test('a deposit approved on the phone shows the counter, then success with its toast, and credits the balance without a reload', async ({
    page,
    context,
    request,
    problems,
  }) => {
    const isMobile = isMobileLayout(page);
    const player = await signUpNewPlayer(page, request);
    await markPage(page);
    const form = await openDeposit(page);

    // Each tile has its picture; the market's hot preset (K 100) carries the badge, the others none.
    const tiles = form.getByRole('group', { name: 'Quick amounts' });
    await expect(tiles.getByRole('radio')).toHaveCount(6);
    await expect(tiles.locator('img')).toHaveCount(6);
    await expect
      .poll(() =>
        tiles
          .locator('img')
          .last()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(tiles.getByTestId('pay-tile-hot-10000')).toHaveText('Hot');
    await expect(tiles.getByText('Hot', { exact: true })).toHaveCount(1);

    // A quick-amount tile fills the amount; the number's own operator comes preselected.
    await form.getByTestId('pay-tile-10000').check();
    await expect(form.getByLabel('Amount (K)')).toHaveValue('100');
    await expect(form.getByTestId(`deposit-channel-${operatorOf(player)}`)).toBeChecked();
    const summary = form.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Deposit amountK 100.00');
    await expect(summary.getByTestId('deposit-tax')).toHaveText('K 0.00');
    await expect(summary.getByTestId('deposit-credit')).toHaveText('K 100.00');
    await form.getByRole('button', { name: 'Pay K 100.00' }).click();

    // Phones wait on their own page, desktop waits inside the dialog.
    if (isMobile) await expect(page).toHaveURL(/\/waiting\?transNo=[^&]+$/);
    const waiting = isMobile ? page.getByTestId('deposit-waiting') : form.getByTestId('deposit-waiting');
    await expect(waiting).toContainText('Approve the payment on your phone');
    // The 30-second counter runs while the prompt waits on the phone.
    const counter = waiting.getByTestId('deposit-counter');
    await expect(counter).toHaveAttribute('data-seconds', /^([1-9]|[12]\d|30)$/);
    const firstReading = Number(await counter.getAttribute('data-seconds'));
    await expect.poll(async () => Number(await counter.getAttribute('data-seconds'))).toBeLessThan(firstReading);

    const phone = await openPhone(context, player);
    const phoneProblems = watchProblems(phone);
    await answerOnPhone(phone, 10_000, 'Approve');
    await page.bringToFront();

    const result = page.getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-result', 'success');
    // The result stops the counter and raises the success toast (it lasts 3 s: checked at once).
    await expect(page.getByTestId('toast').filter({ hasText: 'Deposit successful: K100.00 added' })).toHaveAttribute(
      'data-type',
      'success',
    );
    await expect(page.getByTestId('deposit-counter')).toHaveCount(0);
    await expect(result.getByRole('heading')).toHaveText('Deposit successful');
    await expect(result.getByTestId('deposit-result-message')).toHaveText('Deposit successful: K100.00 added');
    if (!isMobile) await expect(page.getByRole('dialog', { name: 'Deposit' })).toContainText('Deposit successful');
    await expectTopBarBalance(page, 'K 100.00');
    await expectSamePage(page);
    expect(problems.errors).toEqual([]);
    expect(phoneProblems.errors).toEqual([]);
  });

  test('a deposit rejected on the phone shows the reason in the result and a failed toast, and leaves the balance unchanged', async ({
    page,
    context,
    request,
    problems,
  }) => {
    const isMobile = isMobileLayout(page);
    const player = await signUpNewPlayer(page, request);
    await markPage(page);
    const form = await openDeposit(page);

    // An amount no tile offers, typed.
    await form.getByLabel('Amount (K)').fill('35.50');
    await expect(form.getByRole('radio', { checked: true, name: /^K \d+$/ })).toHaveCount(0);
    await expect(form.getByTestId(`deposit-channel-${operatorOf(player)}`)).toBeChecked();
    await expect(form.getByTestId('deposit-tax')).toHaveText('K 0.00');
    await expect(form.getByTestId('deposit-credit')).toHaveText('K 35.50');
    await form.getByRole('button', { name: 'Pay K 35.50' }).click();
    if (isMobile) await expect(page).toHaveURL(/\/waiting\?transNo=[^&]+$/);
    else await expect(page.getByRole('dialog', { name: 'Deposit' }).getByTestId('deposit-waiting')).toBeVisible();
    await expect(page.getByTestId('deposit-waiting').getByTestId('deposit-counter')).toBeVisible();

    const phone = await openPhone(context, player);
    const phoneProblems = watchProblems(phone);
    await answerOnPhone(phone, 3_550, 'Reject');
    await page.bringToFront();

    const result = page.getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-result', 'failure');
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Deposit failed: the payment was declined on the phone' }),
    ).toHaveAttribute('data-type', 'failed');
    await expect(page.getByTestId('deposit-counter')).toHaveCount(0);
    await expect(result.getByRole('heading')).toHaveText('Deposit failed');
    await expect(result.getByTestId('deposit-result-message')).toHaveText(
      'Deposit failed: the payment was declined on the phone',
    );
    await expectTopBarBalance(page, 'K 0.00');
    await expectSamePage(page);
    expect(problems.errors).toEqual([]);
    expect(phoneProblems.errors).toEqual([]);
  });

  test('a withdrawal shows fee, withholding tax and net before it is confirmed, and takes the amount', async ({
    page,
    request,
    problems,
  }) => {
    const isMobile = isMobileLayout(page);
    // A player with K 50.00 won in a game (seeded), who then deposits K 100.00.
    const player: Player = fundedPlayers.claim();
    await page.goto('/');
    await topBarLogin(page).click();
    await submitLogin(page, player);
    await expect(dialogs.login(page)).toBeHidden();
    await expect(balanceChip(page)).toHaveText(kwacha(SEEDED_WINNINGS));
    await startDepositByApi(page, 10_000);
    await answerPromptByApi(request, player, 10_000, 'approve');
    await expect(balanceChip(page)).toHaveText(kwacha(SEEDED_WINNINGS + 10_000));
    await markPage(page);

    const withdraw = await openWithdraw(page);
    await expect(withdraw.getByTestId('withdraw-balance')).toHaveText('K 150.00');
    const channelCode = operatorOf(player);
    const channel = withdraw.getByTestId(`withdraw-channel-${channelCode}`);
    await channel.check();
    await expect(channel).toBeChecked();
    await expect(withdraw.getByRole('group', { name: 'Withdraw to' })).toContainText('Fee 1%');

    // K 120.00 is K 20.00 beyond the K 100.00 ever deposited: only that part (winnings) is taxed.
    const amount = 12_000;
    await withdraw.getByLabel('Amount (K)').fill('120');
    const channelId = (await withdrawChannels(page)).find((c) => c.channelCode === channelCode)?.id;
    if (channelId === undefined) throw new Error(`no withdraw channel ${channelCode}`);
    const quote = await memberTax(page, amount, channelId);
    // 1% fee rounded up; 10% withholding (config 6002) on K 20.00. The K 100.00 deposit was never
    // played: the K 50.00 won goes first, the other K 70.00 is deposit money and pays the 10% extra
    // fee (docs/product-rules/wallet-unwagered-fee.md). net = amount - fee - extra fee - tax.
    expect(quote).toEqual({
      fee: 120,
      tax: 200,
      net: 10_980,
      taxRate: 1000,
      taxableAmount: 2_000,
      extraFee: 700,
      unwageredAmount: 7_000,
      extraFeeRate: 1000,
    });
    await expect(withdraw.getByTestId('withdraw-fee')).toHaveText(kwacha(quote.fee));
    await expect(withdraw.getByTestId('withdraw-extra-fee')).toHaveText(kwacha(quote.extraFee));
    await expect(withdraw.getByTestId('withdraw-tax')).toHaveText(kwacha(quote.tax));
    await expect(withdraw.getByTestId('withdraw-net')).toHaveText(kwacha(quote.net));
    await expect(withdraw.getByRole('region', { name: 'Summary' })).toContainText('Withholding tax (10% of K 20.00)');
    await expect(withdraw.getByRole('region', { name: 'Good to know' })).toContainText(
      'Only the K 50.00 you won is taxed, once.',
    );

    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await expect(confirm.getByTestId('confirm-fee')).toHaveText(kwacha(quote.fee));
    await expect(confirm.getByTestId('confirm-extra-fee')).toHaveText(kwacha(quote.extraFee));
    await expect(confirm.getByTestId('confirm-tax')).toHaveText(kwacha(quote.tax));
    await expect(confirm.getByTestId('confirm-net')).toHaveText(kwacha(quote.net));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();

    const result = page.getByTestId('withdraw-result');
    if (isMobile) await expect(page).toHaveURL(/\/withdraw-waiting$/);
    else await expect(page).toHaveURL(/\/withdraw$/);
    // Sent to the provider at once (under the instant cap), not held for review.
    await expect(result.getByRole('heading')).toHaveText(/^Withdrawal (on its way|successful)$/);
    await expect(result).toContainText(kwacha(quote.net));
    await expect(result.getByTestId('withdraw-home')).toHaveText(/^Home \([0-5]\)$/);
    if (isMobile) {
      // Per docs/product-rules/wallet.md#result-screens, the result counts down 5 s, then goes home on its own.
      await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
    }
    await expect(balanceChip(page)).toHaveText(kwacha(SEEDED_WINNINGS + 10_000 - amount));
    await expectSamePage(page);
    // The payer's mobile-money account receives the net amount.
    await expect.poll(() => payoutsTo(request, player)).toEqual([{ amountMinor: quote.net, phase: 'succeeded' }]);
    expect(problems.errors).toEqual([]);
  });

  test('a deposit approved while the player is on the profile page shows the deposit notice there', async ({
    page,
    request,
    problems,
  }) => {
    const player = await signUpNewPlayer(page, request);
    await openProfile(page);
    await expect(page.getByTestId('profile-balance')).toHaveText('K 0.00');

    await startDepositByApi(page, 5_000);
    await answerPromptByApi(request, player, 5_000, 'approve');

    const notice = page.getByTestId('notice');
    await expect(notice).toContainText('Deposit successful');
    await expect(notice).toContainText('K50.00 added');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-balance')).toHaveText('K 50.00');
    expect(problems.errors).toEqual([]);
  });
});
