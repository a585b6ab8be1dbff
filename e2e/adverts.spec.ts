/**
 * Adverts in the browser (docs/product-rules/adverts-and-download.md): a visitor's register pop-up
 * on the lobby at most once a market day (the page's clock is moved, no waiting), the download page
 * at both sizes with the browser install, and the app banner never over Pay, Withdraw or Bet.
 */
import type { Locator, Page } from '@playwright/test';
import { E2E_TIME_ZONE, expect, test } from './support/fixtures.js';
import { dialogs, isMobileLayout, signUpNewPlayer } from './support/player.js';
import { openDeposit, openWithdraw } from './support/wallet.js';
import { PHONE_ONLY } from './support/sizes.js';

/** Lusaka is UTC+2 all year: 21:59 UTC is the market's last minute of the day. */
const MORNING = new Date('2026-03-02T06:00:00Z');
const LAST_MINUTE = new Date('2026-03-02T21:59:00Z');
const NEXT_DAY = new Date('2026-03-02T22:00:30Z');

const popupOver = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-home-popup', 'done');

test.describe('register pop-up', () => {
  test.use({ homePopups: true });

  test('a visitor gets it on the lobby once a market day, and it opens sign-up', async ({ page, problems }) => {
    expect(E2E_TIME_ZONE).toBe('Africa/Lusaka');
    await page.clock.setFixedTime(MORNING);
    await page.goto('/');
    const popup = page.getByTestId('popup-register');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading')).toHaveText('Sign up in a minute and play');
    await expect.poll(() => popup.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await popup.getByTestId('popup-not-now').click();
    await expect(popup).toBeHidden();
    await popupOver(page);

    // The same market day, later: not again, on a reload or on coming back to the lobby.
    await page.clock.setFixedTime(LAST_MINUTE);
    await page.reload();
    await popupOver(page);
    await expect(popup).toBeHidden();

    // After the market's midnight it shows again; its button opens sign-up in its place.
    await page.clock.setFixedTime(NEXT_DAY);
    await page.reload();
    await expect(popup).toBeVisible();
    await popup.getByTestId('popup-act').click();
    await expect(popup).toBeHidden();
    await expect(dialogs.signUp(page)).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('it waits for the lobby rather than open over another page', async ({ page }) => {
    await page.clock.setFixedTime(MORNING);
    await page.goto('/download');
    await expect(page.getByTestId('page-download')).toBeVisible();
    // Loaded and idle, with the pop-up due: held back off the lobby.
    await expect(page.locator('html')).toHaveAttribute('data-home-popup', 'held');
    await expect(page.getByTestId('popup-register')).toHaveCount(0);
    await page.getByTestId('page-back').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('popup-register')).toBeVisible();
  });
});

test.describe('download page', () => {
  test('shows the app picture, says the app installs from the browser, and offers the install prompt', async ({
    page,
    request,
    problems,
  }) => {
    const file = await (await request.get(`/version.json?t=${Date.now()}`)).json();
    expect(file).toEqual({ timestamp: expect.any(Number), apkUrl: null, imgUrl: '/adverts/app.svg' });

    await page.goto('/download');
    const download = page.getByTestId('page-download');
    await expect(download.getByRole('heading', { name: 'Download' })).toBeVisible();
    const picture = download.locator('img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await picture.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expect(download.getByTestId('download-no-apk')).toContainText('installs straight from your browser');
    await expect(download.getByTestId('download-apk')).toHaveCount(0);

    // No install offer from the browser: the menu route is explained.
    const pwa = download.getByTestId('download-pwa');
    await expect(pwa).toHaveAttribute('data-state', /^(manual|offer)$/);
    // The browser makes its offer; the player dismisses it: the install option hides for the day.
    await offerInstall(page, 'dismissed');
    await pwa.getByTestId('download-install').click();
    await expect(pwa).toHaveAttribute('data-state', 'dismissed');
    await expect(pwa.getByTestId('download-install')).toHaveCount(0);
    // Accepted is remembered as the seed's flag.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('shownOnDay:')) localStorage.removeItem(k);
    });
    await page.reload();
    await offerInstall(page, 'accepted');
    await pwa.getByTestId('download-install').click();
    await expect(pwa).toHaveAttribute('data-state', 'installed');
    expect(await page.evaluate(() => localStorage.getItem('pwaInstallAccepted'))).toBe('1');
    expect(problems.errors).toEqual([]);
  });
});

/** Fires the browser's install offer as Chromium would, answering with `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await expect(page.getByTestId('download-pwa')).toBeVisible();
  await page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
  await expect(page.getByTestId('download-pwa')).toHaveAttribute('data-state', 'offer');
}

test.describe('app banner', () => {
  test('on a 390 x 844 phone it never covers Pay, Withdraw or the crash bet buttons', PHONE_ONLY, async ({ page, request }) => {
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    expect(isMobileLayout(page)).toBe(true);
    await signUpNewPlayer(page, request);
    const banner = page.getByTestId('promo-banner');
    // Shown at this visit's start, it stays through in-app navigation.
    await expect(banner).toBeVisible();

    const deposit = await openDeposit(page);
    await deposit.getByTestId('pay-tile-10000').check();
    await expectApart(page, banner, deposit.getByTestId('deposit-pay'));

    const withdraw = await openWithdraw(page);
    await expectApart(page, banner, withdraw.getByTestId('withdraw-submit'));

    // Shown once a day: a new visit today has no banner...
    await page.goto('/games/1/demo');
    await expect(page.getByTestId('crash')).toBeVisible();
    await expect(page.locator('.promo-slot')).toHaveCount(0);
    // ...so the crash page is checked on a device that has not seen it today.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('shownOnDay:')) localStorage.removeItem(k);
    });
    await page.reload();
    await expect(page.getByTestId('crash')).toBeVisible();
    await expect(banner).toBeVisible();
    await expectApart(page, banner, page.getByTestId('crash-panel-1-bet'));
    await expectApart(page, banner, page.getByTestId('crash-panel-2-bet'));
  });
});

/**
 * The banner's box and the button's do not meet, at the top of the page and with the button
 * scrolled into view (where a floating banner used to sit over it).
 */
async function expectApart(page: Page, banner: Locator, button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  for (const scroll of [false, true]) {
    // Centred, not "if needed": a button peeking out under the bottom navigation counts as in view.
    if (scroll) await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const [a, b] = await Promise.all([banner.boundingBox(), button.boundingBox()]);
    expect(a, 'banner box').not.toBeNull();
    expect(b, 'button box').not.toBeNull();
    if (!a || !b) return;
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `banner ${JSON.stringify(a)} over button ${JSON.stringify(b)}`).toBe(false);
    if (!scroll) continue;
    // In view, nothing covers the button's centre: a tap there reaches it.
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && (el === top || el.contains(top));
    });
    expect(hit, 'the button is the topmost element at its centre').toBe(true);
  }
}
