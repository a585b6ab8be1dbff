/**
 * Unmatched pay-bill payments in the staff console (docs/staff-console.md#unmatched-pay-bill-payments).
 * Desktop: on a Kenyan server of its own (MARKET=ke, as pay-bill.spec), M-Pesa (the sandbox, playing a
 * shortcode without external validation) confirms a payment whose account names nobody; an admin
 * first names a member nobody is (refused, shown in the dialog), then credits it to the player by
 * phone number, and the player's balance has it. Phone: the page renders at 390 px on the suite's
 * server (one payment resolved by both projects would have them refuse each other).
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import { expect, test } from './support/fixtures.js';
import { KENYAN_SERVER_START_MS, startKenyanServer, type KenyanServer } from './support/kenyan-server.js';
import { codeIn, readOutbox } from './support/sms-outbox.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';

const isDesktop = () => test.info().project.name === 'desktop';
/** The console asks who is signed in before anyone is (401 on session/me): expected, not a problem. */
const unexpected = (errors: string[]) => errors.filter((e) => !/401 \(Unauthorized\).*\/staff-api\/session\/me/.test(e));

let kenya: KenyanServer | undefined;
let baseURL = '';

test.beforeAll(async () => {
  if (!isDesktop()) return;
  test.setTimeout(KENYAN_SERVER_START_MS);
  kenya = await startKenyanServer({ name: 'paybill-console', jobs: true });
  baseURL = kenya.baseURL;
});

test.afterAll(async () => {
  await kenya?.stop();
});

/** A Kenyan player signed up over the API: their local number and session token. */
async function kenyanPlayer(request: APIRequestContext): Promise<{ mobile: string; token: string }> {
  const mobile = `07${String(randomInt(10 ** 8)).padStart(8, '0')}`;
  const password = `Star-${randomInt(100_000, 1_000_000)}x`;
  expect(await (await request.post(apiPaths.sendSms.path, { form: { mobile } })).json()).toMatchObject({ code: 0 });
  const sent = (await readOutbox(request)).find((m) => m.mobile === `254${mobile.slice(1)}`);
  const smsCode = sent ? codeIn(sent.body) : null;
  expect(smsCode).not.toBeNull();
  const reg = await request.post(apiPaths.reg.path, { form: { mobile, password, smsCode: smsCode ?? '', adult: '1' } });
  const body = (await reg.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return { mobile, token: body.data.token };
}

async function cashOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get(apiPaths.memberInfo.path, { headers: { Authorization: `Bearer ${token}`, token } });
  return ((await res.json()) as { data: { money: number } }).data.money;
}

test('staff credit an unmatched pay-bill payment to the member it belongs to', async ({ browser, playwright, problems }) => {
  test.skip(!isDesktop(), 'one payment is resolved once: the desktop project does it');
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL });
  const player = await kenyanPlayer(request);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/sandbox/control/daraja/registered/600984')).json()) as { registered: boolean }).registered,
    )
    .toBe(true);
  const pay = async (billRef: string, amount: number) => {
    const paid = await request.post('/sandbox/control/daraja/paybill', {
      data: { msisdn: '254700000126', billRef, amount, validate: false },
    });
    const out = (await paid.json()) as { transId: string; status: string };
    expect(out.status).toBe('completed');
    return out.transId;
  };
  const transId = await pay('JOHN DOE', 300);
  const other = await pay('NO ACCOUNT', 75);

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.errors.push(`${m.text()} (${m.location().url})`));
  await consoleSignIn(page, staffAdmins.claim());
  await openConsolePage(page, 'Unmatched pay-bill payments');
  await expect(page.getByRole('heading', { name: 'Unmatched pay-bill payments', level: 2 })).toBeVisible();
  const row = page.getByTestId(`paybill-row-${transId}`);
  await expect(row).toContainText('JOHN DOE');
  await expect(row).toContainText('2547 ***** 126');
  await expect(row).toContainText('KSh 300.00');
  await expect(row).toContainText('Unmatched');

  await row.getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number of the member').fill('0799999999');
  await dialog.getByLabel('Reason').fill('Payer called: typed their name as the account');
  await dialog.getByRole('button', { name: 'Resolve payment' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No member has this phone number');

  await dialog.getByLabel('Phone number of the member').fill(player.mobile);
  await dialog.getByRole('button', { name: 'Resolve payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Payment ${transId} credited to member` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Resolved' }).click();
  await expect(row).toContainText('Credited');
  await expect(row).toContainText('Payer called: typed their name as the account');
  await page.screenshot({ path: 'test-results/console-paybill-unmatched-desktop.png', fullPage: true });

  // At phone size (same server, so no second one): the open row and its dialog fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open' }).click();
  await page.getByTestId(`paybill-row-${other}`).getByRole('button', { name: 'Resolve' }).click();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/console-paybill-unmatched-phone-dialog.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // 300.00 less Kenya's 5% excise on deposits, then whatever the pay-bill offer adds.
  await expect.poll(() => cashOf(request, player.token)).toBeGreaterThanOrEqual(28_500);
  await context.close();
  await request.dispose();
  expect(unexpected(problems.errors)).toEqual([]);
});

test('the page renders on a phone', async ({ page, problems }) => {
  test.skip(isDesktop(), 'the desktop project resolves a payment instead');
  await consoleSignIn(page, staffAdmins.claim(), '#/reconciliation/paybill');
  await expect(page.getByRole('heading', { name: 'Unmatched pay-bill payments', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Nothing here.')).toBeVisible();
  await page.getByRole('button', { name: 'Resolved' }).click();
  await expect(page.getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/console-paybill-unmatched-mobile.png', fullPage: true });
  expect(unexpected(problems.errors)).toEqual([]);
});
