/**
 * The README pictures: a member's lobby at phone size (390x844) and desktop size (1440x900), and
 * both side by side. They are documentation, not a check, so a normal run skips this; regenerate
 * them with `NYOTA_E2E_DOCS=1 npx playwright test e2e/screenshots.spec.ts --project desktop`.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test, watchProblems } from './support/fixtures.js';
import { uniqueClientIp } from './support/phone.js';
import { signUpNewPlayer } from './support/player.js';

const DOCS = path.resolve(import.meta.dirname, '../docs');
/** GitHub shows README images from the repository; keep each one light. */
const MAX_BYTES = 300 * 1024;

const LAYOUTS = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} satisfies Record<string, BrowserContextOptions>;

test.skip(!process.env['NYOTA_E2E_DOCS'], 'writes docs/screenshot*.png; run with NYOTA_E2E_DOCS=1');

async function lobbyShot(browser: Browser, layout: keyof typeof LAYOUTS): Promise<string> {
  const context = await browser.newContext({ ...LAYOUTS[layout], extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await signUpNewPlayer(page, context.request);
    // Let the welcome toast go, so the picture shows the lobby itself.
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(DOCS, `screenshot-${layout}.png`);
    // CSS pixels: a 2x phone shot would be four times the bytes for a README thumbnail.
    await page.screenshot({ path: file, scale: 'css', animations: 'disabled', caret: 'hide' });
    expect(problems.errors).toEqual([]);
    return file;
  } finally {
    await context.close();
  }
}

test('the member lobby at phone and desktop size, for the README', async ({ browser, page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run draws both layouts');
  mkdirSync(DOCS, { recursive: true });
  const mobile = await lobbyShot(browser, 'mobile');
  const desktop = await lobbyShot(browser, 'desktop');

  const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;
  await page.setViewportSize({ width: 1440, height: 720 });
  await page.setContent(`<!doctype html>
<html><head><style>
  html,body{margin:0;background:#0b0f14}
  .row{display:flex;gap:32px;align-items:center;padding:32px;width:max-content}
  img{display:block;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.5)}
  .phone{height:640px}.desktop{height:640px}
</style></head>
<body><div class="row"><img class="phone" src="${dataUrl(mobile)}" alt=""><img class="desktop" src="${dataUrl(desktop)}" alt=""></div></body></html>`);
  await expect(page.locator('img')).toHaveCount(2);
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0));
  const combined = path.join(DOCS, 'screenshot.png');
  writeFileSync(combined, await page.locator('.row').screenshot({ animations: 'disabled' }));

  for (const file of [mobile, desktop, combined]) {
    expect(statSync(file).size, `${file} size`).toBeLessThan(MAX_BYTES);
  }
});
