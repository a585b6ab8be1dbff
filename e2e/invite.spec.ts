/**
 * Invitations in the browser (docs/product-rules/invites.md): a member starts Cash Giving and
 * copies their invite link; a friend opens it on their own phone, signs up with the code filled in,
 * deposits through the payment sandbox and plays real-money slot spins (the run's rules count K 5.00
 * of stakes at any multiplier: invite-rules.ts); the inviter is paid the K 300.00 referral bonus exactly once (two
 * qualifying spins, one pay-out), the friend shows as valid on the invite page, and the invite wheel
 * opens them for the published K 100.00.
 */
import type { Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import { expect, quietPopupsIn, test } from './support/fixtures.js';
import { balanceChip, dialogs, newPlayer, requestCode, signUpNewPlayer } from './support/player.js';
import { uniqueClientIp } from './support/phone.js';
import { answerPromptByApi, sessionToken, startDepositByApi } from './support/wallet.js';
import { DESKTOP_ONLY } from './support/sizes.js';

const FIRST_PAINT_MS = 15_000;
const DEPOSIT = 10_000;

/** The member's cash from the API, as the web client reads it. */
async function cashOf(page: Page): Promise<number> {
  const token = await sessionToken(page.context());
  const res = await page.request.get(apiPaths.memberInfo.path, { headers: { Authorization: `Bearer ${token}`, token } });
  const body = (await res.json()) as { data: { money: number } };
  return body.data.money;
}

/** Two K 5.00 spins of the slot, each a qualifying stake under the run's rules. */
async function twoSpins(page: Page): Promise<void> {
  await page.goto('/games/2/play');
  await expect(page.getByTestId('slot-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
  const up = page.getByRole('button', { name: 'Raise stake' });
  await up.click();
  await up.click();
  await expect(page.getByTestId('slot-stake')).toHaveText('K 5.00');
  for (let i = 0; i < 2; i += 1) {
    const spin = page.getByTestId('slot-spin');
    await expect(spin).toBeEnabled({ timeout: 30_000 });
    const answered = page.waitForResponse((r) => r.url().includes(apiPaths.slotSpin.path));
    await spin.click();
    expect((await answered).ok()).toBe(true);
  }
}

test(
  'a friend who joins through the link, deposits and plays pays the inviter once, and shows on the invite page',
  DESKTOP_ONLY,
  async ({ page, context, browser, request, problems }) => {
    test.setTimeout(180_000);
    // The inviter: a new member, K 0.00, starts Cash Giving and copies the link.
    const inviter = await signUpNewPlayer(page, request);
    await page.goto('/invitation');
    await expect(page).toHaveURL(/\/invite\/1$/);
    const giving = page.getByTestId('invite-giving');
    await expect(giving).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expect(page.getByTestId('invite-formula')).toContainText('Friend 1 adds K 100.00.');
    await expect(page.getByTestId('invite-formula')).toContainText('From the start you need 2 valid friends.');
    await page.getByTestId('invite-start').click();
    await expect(page.getByTestId('invite-progress')).toHaveText('K 150.00 of K 300.00');
    await expect(page.getByTestId('invite-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);
    await expect(page.getByTestId('invite-needed')).toHaveText('2 more valid friends reach K 300.00.');
    await expect(page.getByTestId('invite-wheel-none')).toHaveText('Refer Friend To Accelerate Withdrawal');
    await expect(page.getByTestId('invite-sms')).toHaveAttribute('href', /^sms:\?&body=.*%2Fsms/);
    const code = (await page.getByTestId('invite-code').getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('invite-copy').click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/${code}/copy$`));

    // The friend, on a phone of their own, opens the link: sign-up opens with the code filled in.
    const friendContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    await quietPopupsIn(friendContext);
    try {
      const friendPage = await friendContext.newPage();
      const friend = newPlayer();
      await friendPage.goto(new URL(link).pathname);
      const dialog = dialogs.signUp(friendPage);
      await expect(dialog).toBeVisible({ timeout: FIRST_PAINT_MS });
      await expect(dialog.getByLabel('Invite code (optional)')).toHaveValue(code);
      await dialog.getByLabel('Mobile number').fill(friend.mobile);
      await dialog.getByLabel('Password', { exact: true }).fill(friend.password);
      await dialog.getByLabel('SMS code').fill(await requestCode(dialog, request, friend.mobile));
      await dialog.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
      await dialog.getByRole('button', { name: 'Sign up' }).click();
      await expect(dialog).toBeHidden();
      const offer = friendPage.getByTestId('limit-offer');
      await offer.getByTestId('limit-offer-skip').click();
      await expect(offer).toBeHidden();

      // A real deposit from the friend's own number, then real-money play.
      await startDepositByApi(friendPage, DEPOSIT);
      await answerPromptByApi(request, friend, DEPOSIT, 'approve');
      await expect.poll(() => cashOf(friendPage), { timeout: 20_000 }).toBe(DEPOSIT);
      await twoSpins(friendPage);
      expect(problems.errors).toEqual([]);

      // The inviter is paid the referral bonus, once, and the top bar shows it live.
      await expect.poll(() => cashOf(page), { timeout: 30_000 }).toBe(30_000);
      await expect(balanceChip(page)).toHaveText('K 300.00');
      await page.getByTestId('invite-tab-friends').click();
      await expect(page).toHaveURL(/\/invite\/1\/view$/);
      const processes = page.getByTestId('invite-process');
      await expect(processes).toHaveCount(1);
      await expect(processes.first()).toContainText(`${friend.mobile.slice(0, 3)}****${friend.mobile.slice(-3)}`);
      await expect(processes.first()).toContainText('Valid: spin to open');

      // The invite wheel: one spin for one valid friend, landing on the published K 100.00.
      await page.getByTestId('invite-tab-giving').click();
      await expect(page.getByTestId('invite-spins')).toHaveText('Spins: 1');
      await page.getByTestId('invite-spin').click();
      await expect(page.getByTestId('invite-wheel-won')).toHaveText('+K 100.00', { timeout: 15_000 });
      await expect(page.getByTestId('invite-progress')).toHaveText('K 250.00 of K 300.00');
      await expect(page.getByTestId('invite-needed')).toHaveText('One more valid friend reaches K 300.00.');
      await expect(page.getByTestId('invite-wheel-none')).toBeVisible();
      // Both spins were settled long before the wheel stopped: still one pay-out.
      expect(await cashOf(page)).toBe(30_000);
      expect(inviter.mobile).not.toBe(friend.mobile);
    } finally {
      await friendContext.close();
    }
    expect(problems.errors).toEqual([]);
  },
);
