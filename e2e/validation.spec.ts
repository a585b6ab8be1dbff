/** Field rules in the login dialog as a player meets them (docs/product-rules/auth.md#field-validation). */
import { expect, test } from './support/fixtures.js';
import { dialogs, texts } from './support/player.js';

test('the login dialog explains invalid fields once left and keeps submit disabled', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('topbar-login').click();
  const dialog = dialogs.login(page);
  const mobile = dialog.getByLabel('Mobile number');
  const password = dialog.getByLabel('Password', { exact: true });
  const submit = dialog.getByRole('button', { name: 'Log in' });

  // Nothing is shouted at a player who has not typed yet, but an empty form cannot be sent.
  await expect(mobile).toBeFocused();
  await expect(dialog.locator('.field__error')).toHaveCount(0);
  await expect(submit).toBeDisabled();

  await mobile.pressSequentially('096123456');
  await mobile.blur();
  await expect(dialog.getByText(texts.invalidMobile, { exact: true })).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');

  await password.fill('abcde');
  await password.blur();
  await expect(dialog.getByText(texts.passwordLength, { exact: true })).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();

  // Letters are dropped from the mobile field, so a tenth digit is what makes it valid.
  await mobile.pressSequentially('x7');
  await expect(mobile).toHaveValue('0961234567');
  await expect(dialog.getByText(texts.invalidMobile)).toHaveCount(0);
  await expect(submit).toBeDisabled();

  await password.fill('abcdef');
  await expect(dialog.getByText(texts.passwordLength)).toHaveCount(0);
  await expect(submit).toBeEnabled();

  // The password field stops at 20 characters.
  await password.fill('a'.repeat(25));
  await expect(password).toHaveValue('a'.repeat(20));
  expect(problems.errors).toEqual([]);
});
