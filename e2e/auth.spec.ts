/** Sign-up, logout and login as a new player does them (docs/product-rules/auth.md). */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import {
  dialogs,
  expectLoggedIn,
  expectLoggedOut,
  isMobileLayout,
  logOutInUi,
  newPlayer,
  openProfile,
  signUpInUi,
  submitLogin,
  topBarLogin,
} from './support/player.js';

/** Resolves once a toast with `text` has been shown, however briefly; watched from the call on. */
function toastSeen(page: Page, text: string): Promise<void> {
  const seen = page.getByRole('status').getByText(text).waitFor({ state: 'visible', timeout: 60_000 });
  // If a step fails before this is awaited, that step's error is the report, not this rejection.
  void seen.catch(() => undefined);
  return seen;
}

test('a new player signs up with an SMS code, logs out and logs in again', async ({ page, request, problems }) => {
  const player = newPlayer();
  await page.goto('/');
  // The toast lasts 3 s (TOAST_MS), less than the sign-up's own steps take on a loaded machine: it
  // is watched for from before the sign-up starts, so its showing is seen whenever it happens.
  const welcome = toastSeen(page, 'Welcome to Nyota!');
  await signUpInUi(page, request, player, { keepLimitOffer: true });
  await welcome;
  await page.getByTestId('limit-offer-skip').click();
  await expect(page.getByTestId('limit-offer')).toBeHidden();
  await expectLoggedIn(page);

  await openProfile(page);
  await expect(page.getByTestId('profile-mobile')).toHaveText(player.mobile);
  await expect(page.getByTestId('profile-balance')).toHaveText('K 0.00');

  await logOutInUi(page);
  // Logged out for good: starting the app again does not bring the session back.
  await page.reload();
  await expectLoggedOut(page);

  await topBarLogin(page).click();
  const welcomeBack = toastSeen(page, 'Welcome back!');
  await submitLogin(page, player);
  await welcomeBack;
  await expect(dialogs.login(page)).toBeHidden();
  await expect(topBarLogin(page)).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('Close shuts the login dialog on the first tap while a field holds a wrong number', async ({ page, problems }) => {
  await page.goto('/');
  await topBarLogin(page).click();
  const login = dialogs.login(page);
  const mobile = login.getByLabel('Mobile number');
  await mobile.fill('12');
  await expect(mobile).toBeFocused();
  // A tap, as a finger does it: the field's blur must not move the sheet under it before the click.
  if (isMobileLayout(page)) await login.getByTestId('dialog-close').tap();
  else await login.getByTestId('dialog-close').click();
  await expect(login).toBeHidden();
  expect(problems.errors).toEqual([]);
});
