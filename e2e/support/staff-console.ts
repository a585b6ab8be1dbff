/**
 * Staff for browser tests: the seeded admin signs in over the API and makes a colleague with a
 * role of the test's choosing, who then signs in to the console in the browser with their own
 * authenticator secret (a fresh account per test, so no two tests share a TOTP step).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@nyota/contract/staff/constants';
import { expect } from './fixtures.js';
import { E2E_ADMIN } from './staff-admin.js';

export interface ConsoleStaff {
  username: string;
  password: string;
  totpSecret: string;
}

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The admin's session over the API; a code already used (another test this step) is retried on the next step. */
async function adminSession(request: APIRequestContext): Promise<{ cookie: string; csrf: string }> {
  let session: { cookie: string; csrf: string } | null = null;
  await expect(async () => {
    const res = await request.post('/staff-api/session/sign-in', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, code: totpOf(E2E_ADMIN.totpSecret).generate() },
    });
    const body = (await res.json()) as Envelope<{ csrfToken: string } | null>;
    const cookie = res
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${STAFF_SESSION_COOKIE}=`));
    expect(body.code, body.msg).toBe(0);
    session = { cookie: (cookie?.value ?? '').split(';')[0] ?? '', csrf: body.data?.csrfToken ?? '' };
  }).toPass({ timeout: 65_000, intervals: [2_000] });
  if (!session) throw new Error('admin sign-in failed');
  return session;
}

export async function makeConsoleStaff(request: APIRequestContext, role: string): Promise<ConsoleStaff> {
  const admin = await adminSession(request);
  const username = `e2e-${role}-${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
  const res = await request.post('/staff-api/staff', {
    data: { username, role, reason: 'browser test' },
    headers: { cookie: admin.cookie, [STAFF_CSRF_HEADER]: admin.csrf },
  });
  const body = (await res.json()) as Envelope<{ password: string; totpUri: string }>;
  expect(body.code, body.msg).toBe(0);
  const secret = new URL(body.data.totpUri).searchParams.get('secret') ?? '';
  return { username, password: body.data.password, totpSecret: secret };
}

export async function signInToConsole(page: Page, staff: ConsoleStaff): Promise<void> {
  await page.goto('/console/');
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('Authenticator code').fill(totpOf(staff.totpSecret).generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${staff.username}`)).toBeVisible();
}
