/**
 * The promotions console (docs/staff-console.md#promotions) in a real browser: staff create a
 * promotion with an image uploaded from the computer, and a player sees it on `promotion` with
 * that image, no restart. The write runs at desktop size only (one promotion, not one per
 * project); the phone checks the page and its editor render at 390×844. The promotion is ordered
 * last and switched off at the end, so the defaults stay first for vouchers.spec.
 */
import type { Page } from '@playwright/test';
import { e2eBaseUrl } from './support/e2e-port.js';
import { expect, test } from './support/fixtures.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';

/** A 2×2 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAxMAAAA4iAQGc8ocSAAAAAElFTkSuQmCC',
  'base64',
);

/** The console asks who is signed in before sign-in, and is told 401: that one is expected. */
const consoleProblems = (errors: string[]) => errors.filter((e) => !e.includes('/staff-api/session/me'));

async function openPromotions(page: Page) {
  await consoleSignIn(page, staffAdmins.claim());
  await openConsolePage(page, 'Promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 2 })).toBeVisible();
  await expect(page.getByTestId('promotion-welcome-voucher')).toBeVisible();
}

test('staff create a promotion with an uploaded image; players see it at once', async ({ page, problems }, info) => {
  await openPromotions(page);
  await page.getByRole('button', { name: 'New promotion' }).click();
  const editor = page.getByTestId('promotion-editor');
  await expect(editor.getByText('Upload image')).toBeVisible();
  if (info.project.name !== 'desktop') {
    // The phone: the list and the editor fit the narrow screen (nothing scrolls sideways).
    const overflow = await page.evaluate(() =>
      [document.documentElement, document.querySelector('main')].map((el) => (el ? el.scrollWidth - el.clientWidth : 0)),
    );
    expect(overflow).toEqual([0, 0]);
    await page.screenshot({ path: info.outputPath('promotions-phone.png'), fullPage: true });
    expect(consoleProblems(problems.errors)).toEqual([]);
    return;
  }
  const slug = `e2e-promo-${Date.now() % 1_000_000}`;
  const title = `Console promotion ${slug}`;
  await editor.getByLabel(/^Name/).fill(slug);
  await editor.getByLabel('Running').check();
  await editor.getByLabel('Title (en)').fill(title);
  await editor.getByLabel('Text (en)').fill('Made in the staff console.');
  await editor.getByLabel('Title (sw)').fill(`Ofa ya konsoli ${slug}`);
  await editor.getByLabel('Text (sw)').fill('Imetengenezwa kwenye konsoli.');
  await editor.getByLabel('Order (smaller first)').fill('999');
  await editor.getByLabel('Terms (en)').fill('No bonus attached.');
  await editor.getByLabel('Terms (sw)').fill('Bila bonasi.');

  // A file that is not an image is refused by the server, and nothing is filled in.
  const upload = editor.getByLabel('Upload image');
  await upload.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(editor.getByRole('alert')).toContainText('Only PNG, JPEG and WebP');
  await expect(editor.getByLabel('Image (path or https URL)')).toHaveValue('');
  await upload.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByLabel('Image (path or https URL)')).toHaveValue(/^\/media\/[0-9a-f]{32}\.png$/);
  const imageUrl = await editor.getByLabel('Image (path or https URL)').inputValue();
  await expect(editor.getByAltText('Image preview')).toHaveJSProperty('naturalWidth', 2);

  await editor.getByLabel('Reason').fill('e2e: console promotion');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved as version 1.');
  await expect(page.getByTestId(`promotion-${slug}`)).toContainText(title);
  await editor.getByRole('button', { name: 'Versions' }).click();
  await expect(editor.getByTestId('promotion-history')).toContainText('Version 1:');
  await expect(editor.getByTestId('promotion-history')).toContainText('e2e: console promotion');

  // The player's list: the new promotion with its image, served from /media.
  const player = await page.context().browser()?.newPage({ baseURL: e2eBaseUrl() });
  if (!player) throw new Error('no browser');
  await player.goto('/promotion');
  const card = player.getByTestId('page-promotion').locator('article', { hasText: title });
  await expect(card.locator('img')).toHaveAttribute('src', imageUrl);
  await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 2);
  await card.getByTestId('promotion-open').click();
  await expect(player.getByTestId('promotion-body')).toHaveText('Made in the staff console.');
  await expect(player.getByTestId('promotion-terms')).toContainText('No bonus attached.');
  await player.close();

  // Switched off from the list: the player's list no longer has it.
  await page.getByTestId(`promotion-${slug}`).getByRole('button', { name: 'Switch off' }).click();
  await expect(page.getByTestId(`promotion-${slug}`).getByRole('button', { name: 'Switch on' })).toBeVisible();
  expect(consoleProblems(problems.errors)).toEqual([]);
});
