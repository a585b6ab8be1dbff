/**
 * One build serves every market: a server started with MARKET=ke (its own, on the port after the
 * suite's, since the shared one is Zambian) shows Kenyan money, support channels and USSD code.
 * Also the sign-up code's failed send
 * (docs/product-rules/market-support-and-sign-up-code.md#sign-up-code-countdown-failure-ussd-fallback):
 * a real refusal from the server (a code was already sent to the number a moment ago) stops the
 * countdown, keeps the button disabled, flags an error and offers the market's USSD code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '@nyota/contract/api/paths';
import { e2ePort } from './support/e2e-port.js';
import { expect, test } from './support/fixtures.js';
import { copyMigratedDatabase } from './support/migrated-copy.js';
import { codeIn, readOutbox } from './support/sms-outbox.js';

const port = e2ePort() + 100;
const baseURL = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let dataDir = '';

test.use({ baseURL });

test.beforeAll(async () => {
  // Opening a database and starting a server, on cores the suite's own server is also using.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-e2e-ke-'));
  // Already migrated (migrated-copy.ts): a fresh PGlite's migrations took up to ~100 s here under load.
  copyMigratedDatabase(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'AT_USERNAME', 'AT_API_KEY']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    MARKET: 'ke',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.resolve('apps/web/dist'),
    SMS_PROVIDER: 'outbox',
    LOG_LEVEL: 'warn',
    TRUST_PROXY_HOPS: '1',
    JOBS: 'off',
  });
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env, stdio: 'inherit' });
  // Up when /readyz answers.
  const deadline = Date.now() + 110_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the MARKET=ke server did not start');
    await sleep(250);
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
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
