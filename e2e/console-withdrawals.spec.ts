/**
 * Withdrawal review in the staff console (issue 13): a player's withdrawals above the day's instant
 * cap (K 20,000 in the Zambia preset) wait for staff. The admin approves one and rejects one with a
 * reason; the player is told at once (a toast with the reason) and sees the refund and the reason in
 * their records. A withdrawal above the
 * four-eyes threshold (K 5,000) becomes a request that a second staff member, created here through
 * the API, approves on the Four eyes page.
 */
import type { Browser, Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import { expect, test } from './support/fixtures.js';
import { balanceChip, liveConnectionReady, openProfile, signUpNewPlayer, type Player } from './support/player.js';
import { uniqueClientIp, zambiaE164 } from './support/phone.js';
import { consoleSignIn, openConsolePage, secretOf, staffApi } from './support/staff-console.js';
import { staffAdmins } from './support/staff-admin.js';
import { answerPromptByApi, operatorOf, SANDBOX, sessionToken, startDepositByApi, withdrawChannels } from './support/wallet.js';
import { DESKTOP_ONLY } from './support/sizes.js';

const DEPOSIT = 2_300_000;
const LARGE = 2_100_000; // first of the day, above the instant cap and the four-eyes threshold
const APPROVED = 100_000;
const REJECTED = 50_000;
const REASON = 'The account name does not match';

async function withdrawByApi(page: Page, player: Player, money: number): Promise<string> {
  const operator = operatorOf(player);
  const channel = (await withdrawChannels(page)).find((c) => c.channelCode === operator);
  if (!channel) throw new Error(`no withdraw channel ${operator}`);
  const token = await sessionToken(page.context());
  const res = await page.request.post(apiPaths.withdrawInit.path, {
    headers: { Authorization: `Bearer ${token}`, token },
    form: { money: String(money), message: '', channel: String(channel.id), payChannel: operator },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { tradeNo: string; status: number } };
  expect(body.code, body.msg).toBe(0);
  // 0: waiting for staff review.
  expect(body.data.status).toBe(0);
  return body.data.tradeNo;
}

async function staffPage(
  browser: Browser,
  opts: { baseURL: string | undefined; viewport: { width: number; height: number } | null; isMobile: boolean },
) {
  const context = await browser.newContext({
    ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
    viewport: opts.viewport,
    isMobile: opts.isMobile,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
  });
  return context.newPage();
}

test(
  'staff approve and reject held withdrawals; a large one needs a second person',
  DESKTOP_ONLY,
  async ({ page, request, browser, baseURL, viewport, isMobile }) => {
    test.setTimeout(180_000);
    const live = liveConnectionReady(page);
    const player = await signUpNewPlayer(page, request);
    await live;
    // The payer's mobile-money wallet holds enough for a deposit this large.
    const funded = await request.put(`${SANDBOX}/control/subscribers/${zambiaE164(player.mobile)}`, {
      data: { balance: DEPOSIT / 100 },
    });
    expect(funded.ok(), await funded.text()).toBe(true);
    await startDepositByApi(page, DEPOSIT);
    await answerPromptByApi(request, player, DEPOSIT, 'approve');
    await expect(balanceChip(page)).toHaveText('K 23,000.00');
    const large = await withdrawByApi(page, player, LARGE);
    const approved = await withdrawByApi(page, player, APPROVED);
    const rejected = await withdrawByApi(page, player, REJECTED);
    await expect(balanceChip(page)).toHaveText('K 500.00');

    // The admin works the queue.
    const admin = await staffPage(browser, { baseURL, viewport, isMobile });
    await consoleSignIn(admin, staffAdmins.claim());
    await openConsolePage(admin, 'Withdrawal review');
    await expect(admin.getByTestId('wd-oldest')).toContainText('Oldest waiting:');
    await expect(admin.getByTestId(`wd-row-${large}`)).toContainText('Four eyes');

    await admin.getByTestId(`wd-row-${approved}`).getByRole('link', { name: 'Open' }).click();
    const detail = admin.getByRole('complementary');
    await expect(detail.getByTestId('wd-amount')).toHaveText('1,000.00');
    await expect(detail.getByTestId('wd-context')).toContainText('Recent deposits');
    await detail.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByRole('status')).toHaveText('Approved and sent to the provider.');
    await expect(admin.getByTestId(`wd-row-${approved}`)).toHaveCount(0);

    await admin.getByTestId(`wd-row-${rejected}`).getByRole('link', { name: 'Open' }).click();
    await detail.getByRole('button', { name: 'Reject' }).click();
    await expect(detail.getByRole('alert')).toHaveText('Write the reason the player will see.');
    await detail.getByLabel('Reason for the player').fill(REASON);
    // The player's screen is told at once (Withdraw/Rejected): a 3-second toast, so watched from now.
    const told = expect(page.getByTestId('toast').filter({ hasText: `Withdrawal of K500.00 rejected: ${REASON}` })).toBeVisible();
    await detail.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByRole('status')).toHaveText('Rejected; the amount was refunded to the player.');
    await told;

    // Above the threshold, the admin's approval is only a request.
    await admin.getByTestId(`wd-row-${large}`).getByRole('link', { name: 'Open' }).click();
    await detail.getByRole('button', { name: 'Request approval (four eyes)' }).click();
    await expect(admin.getByRole('status')).toHaveText('Above the limit: a four-eyes request was made for a second person.');
    await expect(admin.getByTestId(`wd-row-${large}`)).toContainText('Awaiting second approval');

    // The player got the refund, and reads the reason in their records.
    await expect(balanceChip(page)).toHaveText('K 1,000.00');
    await openProfile(page);
    await page.getByRole('link', { name: 'Deposit records' }).click();
    const records = page.getByTestId('page-records');
    await records.getByRole('tab', { name: 'Withdraw' }).click();
    const rows = records.getByTestId('records-withdraw').getByTestId('record-row');
    await expect(rows.filter({ hasText: 'K 500.00' }).getByTestId('record-status')).toHaveText(`Rejected, refunded: ${REASON}`);

    // A second staff member, made by the admin through the API, approves the request.
    const suffix = String(Date.now() % 1_000_000);
    const made = await staffApi<{ password: string; totpUri: string }>(admin, '/staff-api/staff', {
      username: `checker${suffix}`,
      role: 'payments',
      reason: 'four-eyes checker for the browser test',
    });
    const checker = await staffPage(browser, { baseURL, viewport, isMobile });
    await consoleSignIn(checker, { username: `checker${suffix}`, password: made.password, totpSecret: secretOf(made.totpUri) });
    await openConsolePage(checker, 'Four eyes');
    const request4 = checker.getByRole('row').filter({ hasText: large });
    await expect(request4).toContainText('withdrawal.approve');
    checker.once('dialog', (d) => void d.accept('Checked the documents'));
    await request4.getByRole('button', { name: 'Approve' }).click();
    await expect(request4).toContainText('approved');

    await checker.goto(`/console/#/withdrawals`);
    await expect(checker.getByTestId(`wd-row-${large}`)).toHaveCount(0);
    await checker.goto(`/console/#/withdrawals/${large}`);
    await expect(checker.getByTestId('wd-status')).not.toContainText('pending');
    await admin.context().close();
    await checker.context().close();
  },
);
