/** Sign-up, logout and login as a new player does them (seed §4, §5). */
import { expect, test } from './support/fixtures.js';
import {
  dialogs,
  expectLoggedIn,
  expectLoggedOut,
  logInInUi,
  logOutInUi,
  newPlayer,
  openProfile,
  signUpInUi,
  topBarLogin,
} from './support/player.js';

test('a new player signs up with an SMS code, logs out and logs in again', async ({ page, request, problems }) => {
  const player = newPlayer();
  await page.goto('/');
  await signUpInUi(page, request, player);
  await expect(page.getByRole('status').getByText('Welcome to Nyota!')).toBeVisible();
  await expectLoggedIn(page);

  await openProfile(page);
  await expect(page.getByTestId('profile-mobile')).toHaveText(player.mobile);
  await expect(page.getByTestId('profile-balance')).toHaveText('K 0.00');

  await logOutInUi(page);
  // Logged out for good: starting the app again does not bring the session back.
  await page.reload();
  await expectLoggedOut(page);

  await logInInUi(page, player);
  await expect(page.getByRole('status').getByText('Welcome back!')).toBeVisible();
  await expect(dialogs.login(page)).toBeHidden();
  await expect(topBarLogin(page)).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});
