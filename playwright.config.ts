/**
 * Browser tests: real Chromium (see e2e/support/chromium-path.ts) against the real server on
 * embedded PGlite, at a phone size and a desktop size. `npm test` builds the web app first.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumVersion, resolveChromium } from './e2e/support/chromium-path.js';
import { e2eBaseUrl, e2ePort } from './e2e/support/e2e-port.js';
import { NOT_AT_DESKTOP, NOT_AT_PHONE } from './e2e/support/sizes.js';

const ci = process.env['CI'] === 'true' || process.env['CI'] === '1';
const chromium = await resolveChromium();

// The config is loaded again in every worker; say once which browser this run uses.
if (process.env['TEST_WORKER_INDEX'] === undefined) {
  const version = chromiumVersion(chromium.executablePath) ?? 'version unknown';
  process.stdout.write(`[e2e] ${version} from ${chromium.source} (${chromium.executablePath})\n`);
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  forbidOnly: ci,
  // No retries, in CI either: a test that passes on a second try is a flake to fix, not to hide.
  retries: 0,
  // Two workers on two cores: the crash and football specs spend most of their time waiting on the
  // game clock, and another worker runs the rest meanwhile (browser stage 664 s with one worker, 349 s
  // with two, on an idle fresh clone). Tests claim their own players (player-pool.ts), so they may overlap.
  workers: Number(process.env['NYOTA_E2E_WORKERS'] ?? 2),
  // A sign-up and a login on a second device took 35 s on a loaded 2-core machine (kick-out.spec: each
  // step 0.5-3 s, none stalled): 30 s failed tests that were only slow, not stuck.
  timeout: 60_000,
  // record-links.spec failed at 5 s on a loaded machine: a navigation's route chunks took 5 s to
  // load from the local server (each small file 1.5-5 s), so the page still showed "Loading…".
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: e2eBaseUrl(),
    browserName: 'chromium',
    launchOptions: { executablePath: chromium.executablePath, args: [...CHROMIUM_ARGS] },
    locale: 'en-GB',
    timezoneId: 'Africa/Lusaka',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Both sizes, except a test tagged for one (e2e/support/sizes.ts).
  projects: [
    {
      name: 'mobile',
      grepInvert: NOT_AT_PHONE,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      grepInvert: NOT_AT_DESKTOP,
      use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/web-server.ts',
    port: e2ePort(),
    reuseExistingServer: false,
    // Covers a web build when dist/ is missing, plus migrations on a fresh PGlite.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
