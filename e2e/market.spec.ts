/**
 * One build serves every market: a server started with MARKET=ke (its own, support/kenyan-server.ts,
 * since the shared one is Zambian) shows Kenyan money, support channels and USSD code.
 * Also the sign-up code's failed send
 * (docs/product-rules/market-support-and-sign-up-code.md#sign-up-code-countdown-failure-ussd-fallback):
 * a real refusal from the server (a code was already sent to the number a moment ago) stops the
 * countdown, keeps the button disabled, flags an error and offers the market's USSD code.
 */
import { randomInt } from 'node:crypto';
import { apiPaths } from '@nyota/contract/api/paths';
import { expect, test } from './support/fixtures.js';
import { KENYAN_SERVER_START_MS, startKenyanServer, type KenyanServer } from './support/kenyan-server.js';
import { codeIn, readOutbox } from './support/sms-outbox.js';

let kenya: KenyanServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(KENYAN_SERVER_START_MS);
  kenya = await startKenyanServer({ name: 'market', jobs: false });
});

test.afterAll(async () => {
  await kenya?.stop();
});

// This spec's pages and calls (the SMS outbox too) all go to the Kenyan server, started before any
// test's fixtures are made.
test.use({
  baseURL: async ({ browserName: _ }, use) => {
    await use(kenya?.baseURL);
  },
});

test('a Kenyan deployment shows shillings, Kenyan support channels and its USSD code', async ({ page, request, problems }) => {
  test.setTimeout(60_000);
  const mobile = `07${String(randomInt(10 ** 8)).padStart(8, '0')}`;
  await page.goto('/');
  await page.getByTestId('topbar-signup').click();
  const dialog = page.getByTestId('signup-dialog');
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');

  // A code went to this number a moment ago (as from another device), so this request is refused.
  const first = await request.post(apiPaths.sendSms.path, { form: { mobile } });
  expect((await first.json()) as { code: number }).toMatchObject({ code: 0 });
  const getCode = dialog.getByTestId('get-code');
  await getCode.click();
  const hint = dialog.getByTestId('otp-hint');
  await expect(hint).toHaveText(
    'We could not send the code. Dial *384*2580# to get your code by USSD, or correct the number to request a new SMS.',
  );
  await expect(hint).toHaveAttribute('role', 'alert');
  await expect(getCode).toBeDisabled();
  await expect(getCode).toHaveText('Get code');
  await page.screenshot({ path: `test-results/market-ke-otp-failed-${test.info().project.name}.png` });
  // Correcting the number makes the button usable again.
  await dialog.getByLabel('Mobile number').fill(mobile.slice(0, -1));
  await dialog.getByLabel('Mobile number').fill(mobile);
  await expect(getCode).toBeEnabled();

  const sent = (await readOutbox(request)).find((m) => m.mobile === `254${mobile.slice(1)}`);
  const code = sent ? codeIn(sent.body) : null;
  expect(code, 'the first code, texted to the Kenyan number').not.toBeNull();
  await dialog.getByLabel('SMS code').fill(code ?? '');
  await dialog.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('KSh 0.00').first()).toBeVisible();

  await page.goto('/deposit');
  const contact = page.getByTestId('wallet-contact');
  await expect(contact.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+254207650100');
  await expect(contact.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', 'mailto:support@nyota.co.ke');

  await page.goto('/contactus');
  const channels = page.getByTestId('contact-page').locator('a[data-channel]');
  await expect(channels).toHaveText([/\+254 20 765 0100/, /\+254 712 650100/, /support@nyota\.co\.ke/, /NyotaKenya/, /@NyotaKE/]);
  await page.screenshot({ path: `test-results/market-ke-contact-${test.info().project.name}.png`, fullPage: true });
  expect(problems.errors).toEqual([]);
});
