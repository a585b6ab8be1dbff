/**
 * Forgot password (docs/product-rules/auth.md#password-reset): a code to the phone, a new password,
 * and the player is logged in.
 */
import { expect, test } from './support/fixtures.js';
import { seededPlayers } from './support/seeded-players.js';
import {
  dialogs,
  expectLoggedIn,
  expectLoggedOut,
  logInInUi,
  logOutInUi,
  requestCode,
  submitLogin,
  texts,
  topBarLogin,
} from './support/player.js';
import { PHONE_ONLY } from './support/sizes.js';

test(
  'a player who forgot the password resets it by SMS code and logs in with the new one',
  PHONE_ONLY,
  async ({ page, request, problems }) => {
    // An account that exists already (see seeded-players.ts for why it is not signed up here).
    const player = seededPlayers.claim();
    const newPassword = `${player.password}-new`;

    await page.goto('/');
    await topBarLogin(page).click();
    await dialogs.login(page).getByLabel('Mobile number').fill(player.mobile);
    await dialogs.login(page).getByRole('button', { name: 'Forgot password?' }).click();

    const dialog = dialogs.forgot(page);
    await expect(dialog).toBeVisible();
    // The number typed in the login dialog comes along.
    await expect(dialog.getByLabel('Mobile number')).toHaveValue(player.mobile);
    const code = await requestCode(dialog, request, player.mobile);
    await dialog.getByLabel('SMS code').fill(code);

    const submit = dialog.getByRole('button', { name: 'Reset password' });
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await dialog.getByLabel('Confirm new password').blur();
    await expect(dialog.getByText(texts.dontMatch, { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await expect(dialog.getByText(texts.dontMatch)).toHaveCount(0);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').getByText('Your password was changed and you are logged in.')).toBeVisible();
    await expectLoggedIn(page);

    await logOutInUi(page);
    // The old password is gone...
    await topBarLogin(page).click();
    await submitLogin(page, player);
    await expect(page.getByRole('status').getByText('Wrong mobile number or password')).toBeVisible();
    await expect(dialogs.login(page)).toBeVisible();
    await dialogs.login(page).getByRole('button', { name: 'Close' }).click();
    await expectLoggedOut(page);
    // ...and the new one lets the player in.
    await logInInUi(page, { mobile: player.mobile, password: newPassword });
    expect(problems.errors).toEqual([]);
  },
);
