/** Language choice (docs/product-rules/shell.md#language): Kiswahili applies at once and is remembered on this device. */
import { expect, test } from './support/fixtures.js';
import { isMobileLayout, openSettings, signUpNewPlayer } from './support/player.js';

test('a player switches to Kiswahili in settings and it stays after a reload', async ({ page, request, problems }) => {
  await signUpNewPlayer(page, request);
  await openSettings(page);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

  // A click, not check(): the choice shows as made once the Kiswahili texts have loaded, a moment later.
  await page.getByRole('radio', { name: 'Kiswahili' }).click();
  await expect(page.getByRole('heading', { name: 'Mipangilio' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mipangilio' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();

  // The navigation speaks Kiswahili too: the bottom bar on a phone, the side menu on a computer.
  await page.goto('/');
  const nav = isMobileLayout(page)
    ? page.getByRole('navigation', { name: 'Kuu', exact: true })
    : page.getByRole('navigation', { name: 'Menyu', exact: true });
  await expect(nav.getByRole('link', { name: 'Ukumbi' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Lobby' })).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});
