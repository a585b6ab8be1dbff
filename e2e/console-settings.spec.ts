/**
 * Market settings and reconciliation in the staff console (issue 13): an admin raises the withdraw
 * daily limit and the player's config API serves the new value at once, no restart; history shows
 * the change. A phantom payment in the sandbox's statement becomes a report line that the admin
 * marks explained.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { staffAdmins, type StaffCredentials } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';
import { e2eBaseUrl } from './support/e2e-port.js';

// One sign-in for the file (one TOTP code), in a context with this project's viewport.
test.describe.configure({ mode: 'serial' });
let context: BrowserContext;
let page: Page;
let admin: StaffCredentials;
test.beforeAll(async ({ browser }, info) => {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId } = info.project.use;
  context = await browser.newContext({
    baseURL: e2eBaseUrl(),
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale,
    timezoneId,
  });
  page = await context.newPage();
  admin = staffAdmins.claim();
  await consoleSignIn(page, admin);
});
test.afterAll(async () => {
  await context.close();
});

const withdrawConfig = async (page: Page) => {
  const res = await page.request.get('/config-service/cfGlobal/queryGlobalByType?type=6002');
  const body = (await res.json()) as { data: Array<{ content: string }> };
  return JSON.parse(body.data[0]?.content ?? '{}') as { dailyLimit?: number };
};

test('staff raise the withdraw daily limit and the player API serves it at once', async () => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openConsolePage(page, 'Settings');
  const card = page.getByTestId('setting-withdraw');
  const daily = card.getByLabel('Daily limit', { exact: true });
  await expect(daily).not.toHaveValue('');
  const next = Number(await daily.inputValue()) + 100;
  await daily.fill(String(next));
  await card.getByLabel('Reason').fill('e2e: raise the daily limit');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toContainText('Saved as version');
  expect((await withdrawConfig(page)).dailyLimit).toBe(next);

  await card.getByRole('button', { name: 'History' }).click();
  const latest = card.getByTestId('history-withdraw').locator('details').first();
  await expect(latest).toContainText('e2e: raise the daily limit');
  await expect(latest.getByRole('row').filter({ hasText: 'dailyLimit' })).toContainText(String(next));

  // Bad input: refused with the field named, nothing saved.
  await daily.fill('-1');
  await card.getByLabel('Reason').fill('e2e: bad');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toContainText('dailyLimit');
  expect((await withdrawConfig(page)).dailyLimit).toBe(next);
  expect(errors).toEqual([]);
});

test('a reconciliation difference is shown and marked explained', async () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka' }).format(new Date());
  const res = await page.request.post('/sandbox/control/statement/discrepancies', {
    data: { provider: 'pawapay', kind: 'phantom', amount: '150.00', date: day },
  });
  expect(res.ok()).toBe(true);
  const { discrepancy } = (await res.json()) as { discrepancy: { intentId: string } };

  await openConsolePage(page, 'Reconciliation');
  await expect(page.getByRole('heading', { name: 'Reconciliation', level: 2 })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).fill(day);
  await page.getByLabel('Reason').fill('e2e: check today');
  await page.getByRole('button', { name: 'Reconcile now' }).click();
  const row = page.getByRole('row').filter({ hasText: discrepancy.intentId });
  await expect(row).toContainText('missing_locally');
  await row.getByLabel('Reason').fill('e2e: test payment');
  await row.getByRole('button', { name: 'Mark explained' }).click();
  await expect(row).toContainText(`e2e: test payment — ${admin.username}`);
});
