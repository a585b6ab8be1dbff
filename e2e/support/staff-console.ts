/**
 * Staff in the console for browser tests: sign-in with a TOTP code computed as an authenticator
 * app does, calls of the staff API with the tab's session cookie and CSRF token, and new staff of a
 * chosen role made by a pooled admin.
 */
import { TOTP, URI } from 'otpauth';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@nyota/contract/staff/constants';
import { staffAdmins, totpCode, type StaffCredentials } from './staff-admin.js';

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

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A pooled admin's session over the API, for setting up what a test needs. */
export async function adminSession(request: APIRequestContext): Promise<{ cookie: string; csrf: string }> {
  const admin = staffAdmins.claim();
  const res = await request.post('/staff-api/session/sign-in', {
    data: { username: admin.username, password: admin.password, code: totpCode(admin) },
  });
  const body = (await res.json()) as Envelope<{ csrfToken: string } | null>;
  expect(body.code, body.msg).toBe(0);
  const cookie = res
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${STAFF_SESSION_COOKIE}=`));
  return { cookie: (cookie?.value ?? '').split(';')[0] ?? '', csrf: body.data?.csrfToken ?? '' };
}

/**
 * A new staff member of `role`, made by a pooled admin, with the password and secret to sign in.
 * Pass the test's own `request`, not `page.request`: that one shares the page's cookies, so the page
 * would open the console as the admin.
 */
export async function makeConsoleStaff(request: APIRequestContext, role: string): Promise<StaffCredentials> {
  const admin = await adminSession(request);
  const username = `e2e-${role}-${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
  const res = await request.post('/staff-api/staff', {
    data: { username, role, reason: 'browser test' },
    headers: { cookie: admin.cookie, [STAFF_CSRF_HEADER]: admin.csrf },
  });
  const body = (await res.json()) as Envelope<{ password: string; totpUri: string }>;
  expect(body.code, body.msg).toBe(0);
  return { username, password: body.data.password, totpSecret: secretOf(body.data.totpUri) };
}

/**
 * Opens a console page from its navigation as staff would: on a phone the pages sit behind the Menu
 * button, on a desktop they are always shown.
 */
export async function openConsolePage(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Nyota staff console' }).getByRole('link', { name, exact: true }).click();
}
