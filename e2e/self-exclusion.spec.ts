/**
 * Self-exclusion (docs/product-rules/auth.md#self-exclusion): it ends the session, and a login
 * during it cannot reactivate the account.
 */
import { expect, test } from './support/fixtures.js';
import { dialogs, expectLoggedOut, openSettings, signUpNewPlayer, submitLogin, texts, topBarLogin } from './support/player.js';

test('a self-excluded player is logged out and cannot reactivate before the period ends', async ({ page, request, problems }) => {
  const player = await signUpNewPlayer(page, request);
  await openSettings(page);
  await page.getByRole('link', { name: 'Self-exclusion' }).click();
  await expect(page).toHaveURL(/\/self-excusion$/);

  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: '1 month' }).check();
  await expect(next).toBeDisabled();
  await page.getByLabel('Reason').selectOption({ label: 'I want to take a break' });
  await next.click();

  // A second, explicit step says what it blocks and that it cannot be undone.
  await expect(page.getByRole('heading', { name: 'Please read before you confirm' })).toBeVisible();
  await expect(page.getByText('You are about to exclude yourself for 1 month.')).toBeVisible();
  await expect(page.getByText('this cannot be changed or undone before the period ends.')).toBeVisible();
  await page.getByRole('button', { name: 'Exclude me' }).click();

  const done = dialogs.alert(page);
  await expect(done).toContainText('Self-exclusion active');
  await expect(done).toContainText('You have been logged out.');
  await expect(page).toHaveURL(/\/$/);
  await done.getByRole('button', { name: 'OK' }).click();
  await expectLoggedOut(page);

  // Logging in with the right password asks whether to reactivate...
  await topBarLogin(page).click();
  await submitLogin(page, player);
  const prompt = dialogs.alert(page);
  await expect(prompt).toContainText(texts.reactivate);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  // ...but the period is still running: the player is told so and stays logged out.
  const refusal = page
    .getByTestId('toast')
    .filter({ hasText: /^Your self-exclusion runs until .+\. You can reactivate your account after that date\.$/ });
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveAttribute('data-type', 'failed');
  await expect(prompt).toBeHidden();
  await expect(dialogs.login(page)).toBeVisible();
  await dialogs.login(page).getByRole('button', { name: 'Close' }).click();
  await expectLoggedOut(page);
  expect(problems.errors).toEqual([]);
});
