/**
 * The VIP club in the staff console (docs/staff-console.md#market-settings, #players): an admin
 * edits a level's threshold in the `vip` setting's form with a reason and sees the new version,
 * then opens a player's page and its VIP panel. At phone size (390×844), where the form must fit.
 *
 * Only V20's threshold moves (by one point, staying above V19): vip.spec's players level up to V1
 * on the default thresholds, which this leaves alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';
import { PHONE_ONLY } from './support/sizes.js';

/** Raises V20's threshold by one point and saves; true when saved, false when another save came first. */
async function raiseTopThreshold(page: Page, reason: string): Promise<boolean> {
  const card = page.getByTestId('setting-vip');
  await expect(card.getByTestId('vip-form')).toBeVisible();
  const top = card.getByLabel('V20 Yearly points to reach it');
  await expect(top).not.toHaveValue('');
  const next = Number(await top.inputValue()) + 1;
  await top.fill(String(next));
  await expect(card.getByTestId('vip-form-invalid')).toHaveCount(0);
  await card.getByLabel('Reason').fill(reason);
  await card.getByRole('button', { name: 'Save' }).click();
  const status = card.getByRole('status');
  await expect(status).toHaveText(/Saved as version \d+\.|Reload and make your change again/);
  return /Saved as version/.test((await status.textContent()) ?? '');
}

test(
  'staff edit a VIP threshold with a reason, see the version, and open a player’s VIP panel',
  PHONE_ONLY,
  async ({ page, problems }) => {
    test.setTimeout(90_000);
    await consoleSignIn(page, staffAdmins.claim());
    await openConsolePage(page, 'Settings');
    const card = page.getByTestId('setting-vip');
    const reason = `e2e: V20 threshold ${test.info().project.name}`;
    // The other project may save in between (the version moved on): reload and edit again once.
    if (!(await raiseTopThreshold(page, reason))) {
      await page.reload();
      expect(await raiseTopThreshold(page, reason)).toBe(true);
    }
    await expect(card.getByText(new RegExp(`Version \\d+ by .*: ${reason}`))).toBeVisible();

    // The chosen level's benefits: V8 lists its faster withdrawal review.
    await card.getByRole('button', { name: 'Edit V8' }).click();
    const benefits = card.getByTestId('vip-level-benefits');
    await expect(benefits.getByRole('heading', { name: 'Benefits of V8' })).toBeVisible();
    await expect(benefits.getByTestId('vip-benefit-806').getByLabel('Type')).toHaveValue('6');

    // The form fits the phone: nothing but the levels table (which scrolls inside its box) is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Any player: every test number starts 096 or 097 (support/phone.ts).
    await openConsolePage(page, 'Players');
    await page.getByLabel('Search by').selectOption('phone');
    const hit = page
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first();
    for (const prefix of ['096', '097']) {
      await page.getByLabel('Search for').fill(prefix);
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(hit.or(page.getByText('No player found.'))).toBeVisible();
      if (await hit.isVisible()) break;
    }
    await hit.getByRole('link').first().click();
    const panel = page.getByTestId('vip-panel');
    await expect(panel.getByRole('heading', { name: 'VIP' })).toBeVisible();
    await expect(panel.getByTestId('vip-panel-level')).toContainText(/Holds V\d+ · \d+ points in \d{4}/);
    for (const table of ['vip-changes', 'vip-claims', 'vip-cashback', 'vip-trial-fund'])
      await expect(panel.getByTestId(table)).toBeVisible();
    expect(problems.errors.filter((e) => !(e.includes('401') && e.includes('/staff-api/session/me')))).toEqual([]);
  },
);
