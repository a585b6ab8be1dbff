/**
 * The giveaway in the browser (docs/product-rules/giveaways.md), on the rounds of
 * support/giveaway-rounds.ts: a guest opens the giveaway (status 3), signs up and claims in one
 * step with the code from the SMS outbox, and sees the toast, the claimed-completely dialog and the
 * balance; a member claims the only present of a round (status 1), which then shows status 4 and
 * its dialog, also when opened again; staff see the rounds and claims in the console. Phones run at
 * 360x740.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { GIVEAWAY_PRESENT, GIVEAWAY_ROUND, LATER_PRESENT, SINGLE_PRESENT, SINGLE_ROUND } from './support/giveaway-rounds.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn } from './support/staff-console.js';
import { balanceChip, isMobileLayout, newPlayer, requestCode, signUpNewPlayer } from './support/player.js';

const FIRST_PAINT_MS = 15_000;

async function phoneSize(page: Page, info: TestInfo): Promise<void> {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 360, height: 740 });
}

async function closeDoneDialog(page: Page): Promise<void> {
  const done = page.getByTestId('giveaway-done');
  await expect(done).toContainText('The weekly cash bonus has been claimed completely. More is coming soon');
  await done.getByTestId('giveaway-done-ok').click();
  await expect(done).toBeHidden();
}

/** The page's own balance line; on desktop also the top bar's chip (a phone's page header replaces the top bar). */
async function expectBalance(page: Page, amount: string): Promise<void> {
  await expect(page.getByTestId('giveaway-balance')).toHaveText(`Balance: ${amount}`);
  if (!isMobileLayout(page)) await expect(balanceChip(page)).toHaveText(amount);
}

test('a guest signs up and claims a present in one step', async ({ page, request, problems }, info) => {
  await phoneSize(page, info);
  const guest = newPlayer();
  await page.goto('/activities/giveaway');
  const round = page.getByTestId('giveaway-round');
  await expect(round).toHaveAttribute('data-status', '3', { timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId('giveaway-status')).toHaveText(
    'Sign up to claim a present: your account is made and the present paid in one step.',
  );
  await expect(page.getByTestId(`giveaway-present-${LATER_PRESENT}`)).toContainText('K 10.00 cash');

  const form = page.getByTestId('giveaway-signup');
  await expect(form.getByTestId(`giveaway-choose-${GIVEAWAY_PRESENT}`)).toBeVisible();
  await form.getByLabel('Mobile number').fill(guest.mobile);
  await form.getByLabel('Password', { exact: true }).fill(guest.password);
  await form.getByLabel('SMS code').fill(await requestCode(form, request, guest.mobile));
  await form.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
  await form.getByRole('button', { name: 'Sign up and claim' }).click();

  await expect(page.getByText('K 5.00 added to your balance.')).toBeVisible();
  await closeDoneDialog(page);
  // A new member is offered a deposit limit, as after any sign-up.
  const offer = page.getByTestId('limit-offer');
  await expect(offer).toBeVisible();
  await offer.getByTestId('limit-offer-skip').click();
  await expect(offer).toBeHidden();
  await expectBalance(page, 'K 5.00');
  await expect(round).toHaveAttribute('data-status', '2');
  expect(problems.errors).toEqual([]);
});

test('a member claims the only present of a round, which is then all claimed', async ({ page, request, problems }, info) => {
  await phoneSize(page, info);
  await signUpNewPlayer(page, request);
  await page.goto(`/activities/giveaway/${SINGLE_ROUND}`);
  const round = page.getByTestId('giveaway-round');
  await expect(round).toHaveAttribute('data-status', '1', { timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId(`giveaway-present-${SINGLE_PRESENT}`)).toContainText('K 3.00 cash');
  await page.getByTestId(`giveaway-claim-${SINGLE_PRESENT}`).click();
  await expect(page.getByText('K 3.00 added to your balance.')).toBeVisible();
  await closeDoneDialog(page);
  await expect(round).toHaveAttribute('data-status', '4');
  await expect(page.getByTestId('giveaway-status')).toHaveText('You have claimed every present of this round.');
  await expectBalance(page, 'K 3.00');

  // Opened again, an all-claimed round says so with its dialog.
  await page.reload();
  await expect(round).toHaveAttribute('data-status', '4', { timeout: FIRST_PAINT_MS });
  await closeDoneDialog(page);
  expect(problems.errors).toEqual([]);
});

test('staff see the rounds with their budgets and the latest claims', async ({ page }) => {
  await consoleSignIn(page, staffAdmins.claim(), '#/giveaways');
  const round = page.getByTestId(`giveaway-round-${GIVEAWAY_ROUND}`);
  await expect(round).toContainText('Round 7001: Weekly cash bonus');
  await expect(round).toContainText('Budget 100,000.00');
  await expect(round.getByTestId(`giveaway-present-${LATER_PRESENT}`)).toContainText('10.00');
  await expect(page.getByTestId(`giveaway-round-${SINGLE_ROUND}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit rounds and budgets' })).toHaveAttribute('href', '#/settings');
});
