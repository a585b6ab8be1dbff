/**
 * Market settings kept outside the payment documents (issue 13): staff switch the Zamtel deposit
 * channel off and the player's deposit page no longer offers it; staff change the WhatsApp support
 * link and the player's contact page shows it. No other spec uses the Zamtel deposit channel or the
 * Zambian contact page; both are put back at the end.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';
import { e2eBaseUrl } from './support/e2e-port.js';
import { signUpNewPlayer } from './support/player.js';
import { DESKTOP_ONLY } from './support/sizes.js';

test.describe.configure({ mode: 'serial' });

async function saveCard(page: Page, key: string, reason: string): Promise<void> {
  const card = page.getByTestId(`setting-${key}`);
  await card.getByLabel('Reason').fill(reason);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toContainText('Saved as version');
}

async function openSettings(page: Page): Promise<void> {
  await consoleSignIn(page, staffAdmins.claim());
  await openConsolePage(page, 'Settings');
}

test(
  'staff switch a deposit channel off and the deposit page no longer offers it',
  DESKTOP_ONLY,
  async ({ page, browser, request }) => {
    // One market setting, one server: run at both sizes at once, the two saves of `channels` would refuse
    // each other (optimistic versioning, as they should). The phone-size console is covered by the
    // other settings specs.
    await openSettings(page);
    const card = page.getByTestId('setting-channels');
    await page
      .getByTestId('setting-pay_items')
      .screenshot({ path: `test-results/console-pay-items-${test.info().project.name}.png` });
    const zamtel = card.getByRole('checkbox', { name: 'deposit · ZAMTEL' });
    await expect(zamtel).toBeChecked();
    await zamtel.uncheck();
    await saveCard(page, 'channels', 'e2e: Zamtel deposits paused');
    try {
      const player = await browser.newPage({ baseURL: e2eBaseUrl() });
      await signUpNewPlayer(player, request);
      await player.goto('/deposit');
      await expect(player.getByTestId('deposit-channel-MTN')).toBeVisible();
      await expect(player.getByTestId('deposit-channel-ZAMTEL')).toHaveCount(0);
      await player.close();
      await card.getByRole('button', { name: 'History' }).click();
      await expect(card.getByTestId('history-channels').locator('details').first()).toContainText('e2e: Zamtel deposits paused');
    } finally {
      await zamtel.check();
      await saveCard(page, 'channels', 'e2e: Zamtel deposits back');
    }
  },
);

test('staff change the WhatsApp support link and the player sees it', DESKTOP_ONLY, async ({ page, browser }) => {
  await openSettings(page);
  const card = page.getByTestId('setting-market_texts');
  const whatsapp = card.getByLabel('WhatsApp');
  await whatsapp.fill('+260970001234');
  await saveCard(page, 'market_texts', 'e2e: new WhatsApp line');
  try {
    const player = await browser.newPage({ baseURL: e2eBaseUrl() });
    await player.goto('/contactus');
    await expect(player.locator('a[data-channel="whatsapp"]')).toHaveAttribute('href', /260970001234/);
    await player.close();
  } finally {
    await whatsapp.fill('');
    await saveCard(page, 'market_texts', 'e2e: WhatsApp back to the default');
  }
});
