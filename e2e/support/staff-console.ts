/**
 * Staff in the console for browser tests: sign-in with a TOTP code computed as an authenticator
 * app does, and calls of the staff API with the tab's session cookie and CSRF token.
 */
import { Secret, TOTP, URI } from 'otpauth';
import { expect, type Page } from '@playwright/test';

export interface ConsoleStaff {
  username: string;
  password: string;
  totpSecret: string;
}

export function totpNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** The base32 secret of an `otpauth://` enrolment URI. */
export function secretOf(totpUri: string): string {
  const parsed = URI.parse(totpUri);
  if (!(parsed instanceof TOTP)) throw new Error('not a TOTP enrolment URI');
  return parsed.secret.base32;
}

/**
 * Signs in on /console/. A code is accepted once per 30 s step, so when another test signed in as
 * the same member in this step, it tries again with the next step's code.
 */
export async function consoleSignIn(page: Page, staff: ConsoleStaff, hash = ''): Promise<void> {
  await page.goto(`/console/${hash}`);
  await expect(async () => {
    await page.getByLabel('Username').fill(staff.username);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByLabel('Authenticator code').fill(totpNow(staff.totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ intervals: [2_000, 5_000, 10_000], timeout: 70_000 });
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
