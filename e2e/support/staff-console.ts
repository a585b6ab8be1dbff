/**
 * Staff in the console for browser tests: sign-in with a TOTP code computed as an authenticator
 * app does, and calls of the staff API with the tab's session cookie and CSRF token.
 */
import { TOTP, URI } from 'otpauth';
import { expect, type Page } from '@playwright/test';
import { totpCode, type StaffCredentials } from './staff-admin.js';

/** The base32 secret of an `otpauth://` enrolment URI. */
export function secretOf(totpUri: string): string {
  const parsed = URI.parse(totpUri);
  if (!(parsed instanceof TOTP)) throw new Error('not a TOTP enrolment URI');
  return parsed.secret.base32;
}

/**
 * Signs in on /console/ (at `hash`) with the code an authenticator shows now. A code is usable
 * once, so each test signs in as staff of its own (staffAdmins.claim(), or a member it created).
 */
export async function consoleSignIn(page: Page, staff: StaffCredentials, hash = ''): Promise<void> {
  await page.goto(`/console/${hash}`);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('Authenticator code').fill(totpCode(staff));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Calls the staff API as the console tab does (cookie plus the tab's CSRF token). */
export async function staffApi<T>(page: Page, path: string, body: object): Promise<T> {
  const csrf = await page.evaluate(() => sessionStorage.getItem('nyota.console.csrf'));
  const res = await page.context().request.post(path, { data: body, headers: { 'x-csrf-token': csrf ?? '' } });
  expect(res.ok(), `POST ${path} answered HTTP ${res.status()}`).toBe(true);
  const env = (await res.json()) as { code: number; msg: string; data: T };
  expect(env.code, `POST ${path}: ${env.msg}`).toBe(0);
  return env.data;
}
