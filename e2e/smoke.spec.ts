/**
 * The shell loads for a visitor on both layouts, cleanly, and unknown paths land on home
 * (docs/product-rules/shell.md#unknown-paths).
 */
import { expect, test } from './support/fixtures.js';

test('a visitor sees the Nyota home with a way to log in', async ({ page, problems }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Nyota/);
  await expect(page.getByRole('button', { name: /log\s?in/i }).first()).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('an unknown path redirects to home', async ({ page, baseURL, problems }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: /log\s?in/i }).first()).toBeVisible();
  expect(problems.errors).toEqual([]);
});
