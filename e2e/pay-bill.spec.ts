/**
 * The Deposit screen's PayBill tab on a Kenyan deployment (its own server, MARKET=ke, on a port of
 * its own per worker and project), and the balance rising after the sandbox's player pays the paybill from
 * their phone: M-Pesa (the sandbox) calls the server's C2B validation and confirmation URLs.
 * The Zambian suite server shows no PayBill tab at all.
 */
import { randomInt } from 'node:crypto';
import { apiPaths } from '@nyota/contract/api/paths';
import { e2eBaseUrl } from './support/e2e-port.js';
import { expect, test } from './support/fixtures.js';
import { KENYAN_SERVER_START_MS, startKenyanServer, type KenyanServer } from './support/kenyan-server.js';
import { balanceChip, liveConnectionReady, openProfile, signUpNewPlayer, submitLogin, topBarLogin } from './support/player.js';
import { codeIn, readOutbox } from './support/sms-outbox.js';
import { PHONE_ONLY } from './support/sizes.js';

let kenya: KenyanServer | undefined;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(KENYAN_SERVER_START_MS);
  kenya = await startKenyanServer({ name: 'paybill', jobs: true });
  baseURL = kenya.baseURL;
});

test.afterAll(async () => {
  await kenya?.stop();
});

test(
  'a Kenyan player sees the PayBill tab and their balance rises when they pay the bill',
  PHONE_ONLY,
  async ({ page, playwright, context, problems }) => {
    test.setTimeout(90_000);
    const request = await playwright.request.newContext({ baseURL });
    const mobile = `07${String(randomInt(10 ** 8)).padStart(8, '0')}`;
    const password = `Star-${randomInt(100_000, 1_000_000)}x`;
    // Signed up over the API (the sign-up dialog has its own specs), then logged in in the page.
    expect(await (await request.post(apiPaths.sendSms.path, { form: { mobile } })).json()).toMatchObject({ code: 0 });
    const sent = (await readOutbox(request)).find((m) => m.mobile === `254${mobile.slice(1)}`);
    const smsCode = sent ? codeIn(sent.body) : null;
    expect(smsCode).not.toBeNull();
    const reg = await request.post(apiPaths.reg.path, { form: { mobile, password, smsCode: smsCode ?? '', adult: '1' } });
    expect(await reg.json()).toMatchObject({ code: 0 });

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // The balance updates by push: the page's live connection must be up before the money moves.
    const live = liveConnectionReady(page);
    await page.goto(`${baseURL}/`);
    await topBarLogin(page).click();
    await submitLogin(page, { mobile, password });
    await expect(balanceChip(page)).toHaveText('KSh 0.00');

    await page.goto(`${baseURL}/deposit`);
    await page.getByTestId('deposit-tab-paybill').click();
    const panel = page.getByTestId('paybill-panel');
    await expect(panel.getByTestId('paybill-code')).toHaveText('600984');
    await expect(panel.getByTestId('paybill-steps').getByRole('listitem')).toHaveCount(8);
    await expect(panel.getByTestId('paybill-steps')).toContainText('Enter the business number 600984');
    const rows = panel.getByTestId('paybill-ranges').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('KSh 50.00');
    await expect(rows.nth(1)).toContainText('3%');
    await panel.getByTestId('paybill-copy').click();
    await expect(panel.getByTestId('paybill-copy')).toHaveText('Copied');
    await page.screenshot({ path: `test-results/paybill-tab-${test.info().project.name}.png`, fullPage: true });

    // M-Pesa has our URLs once the leader's job registered them.
    await expect
      .poll(
        async () =>
          ((await (await request.get('/sandbox/control/daraja/registered/600984')).json()) as { registered: boolean }).registered,
      )
      .toBe(true);
    // The player watches the balance on the profile page (a phone's deposit page has no top bar);
    // it updates live from the deposit push.
    const balance = page.getByTestId('profile-balance');
    await openProfile(page);
    await expect(balance).toHaveText('KSh 0.00');
    await live;
    const paid = await request.post('/sandbox/control/daraja/paybill', {
      data: { msisdn: `254${mobile.slice(1)}`, billRef: mobile, amount: 1_500 },
    });
    expect(await paid.json()).toMatchObject({ status: 'completed' });
    // 1,500.00 less the 5% excise on deposits (1,425.00), then, as their consumers run, the offer's
    // 50.00 + 3% (95.00) and Kenya's 5% on every deposit (75.00), in either order.
    await expect(balance).toHaveText(/^KSh 1,(425|500|520|595)\.00$/);
    await expect(balance).toHaveText('KSh 1,595.00', { timeout: 30_000 });
    await request.dispose();
    expect(problems.errors).toEqual([]);
  },
);

test('a Zambian player on the suite server sees the deposit form and the Package tab, no PayBill tab', async ({
  page,
  request,
}) => {
  const answer = (await (await request.get(`${e2eBaseUrl()}${apiPaths.payBillDeposit.path}`)).json()) as {
    data: { enable: boolean };
  };
  expect(answer.data.enable).toBe(false);
  await signUpNewPlayer(page, request);
  await page.goto(`${e2eBaseUrl()}/deposit`);
  await expect(page.getByTestId('deposit-amount')).toBeVisible();
  // Package shows in every market while a deposit offer is on (deposit-offers.md#web).
  await expect(page.getByTestId('deposit-tab-package')).toBeVisible();
  await expect(page.getByTestId('deposit-tab-paybill')).toHaveCount(0);
});
