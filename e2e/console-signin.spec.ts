/**
 * Staff console sign-in in a real browser (issue 13): the seeded admin signs in with a code from
 * their authenticator (computed here with otpauth), sees the shell and finds the sign-in in the
 * audit log. The browser has been to the player app first, so the player app's service worker
 * controls the origin: it must leave the console alone.
 */
import { expect, test } from './support/fixtures.js';
import { staffAdmins, totpCode } from './support/staff-admin.js';
import { openConsolePage } from './support/staff-console.js';

test('an admin signs in with password and TOTP and sees the sign-in in the audit log', async ({ page, problems }) => {
  const admin = staffAdmins.claim();
  await page.goto('/');
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/console/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByLabel('Authenticator code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username, password or code.');

  await page.getByLabel('Authenticator code').fill(totpCode(admin));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${admin.username} (admin).`)).toBeVisible();

  await openConsolePage(page, 'Audit log');
  // Other tests sign in meanwhile; this admin's sign-in is among the rows.
  const row = page.getByRole('row').filter({ hasText: 'staff.sign_in' }).filter({ hasText: admin.username });
  await expect(row).toHaveCount(1);
  // The console asks /session/me on load; before sign-in that answer is the designed 401, which the
  // browser logs as a failed resource. Anything else is a problem.
  expect(problems.errors.filter((e) => !(e.includes('401 (Unauthorized)') && e.endsWith('/staff-api/session/me)')))).toEqual([]);
});
