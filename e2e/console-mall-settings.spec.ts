/**
 * The `mall` setting's form in the staff console (docs/staff-console.md#market-settings): an admin
 * changes one item's price with a reason, sees the new version, sees a bad value refused beside its
 * field, and the player API serves the new price; then the price is put back. At phone size
 * (390×844), where the form must fit.
 *
 * The item is the default mall's deposit voucher (1003), whose price no other spec reads
 * (mall.spec and loyalty.spec use 1001, 1004 and the diamond items).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { MallItemView } from '@nyota/contract/api/mall';
import { routes } from '@nyota/contract/api/routes';
import { expect, test } from './support/fixtures.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';
import { PHONE_ONLY } from './support/sizes.js';

const ITEM = 1003;
const PRICE_LABEL = 'Price (minor units of coins)';

/** The item's price as the player API serves it (a guest's view of the coins tab). */
async function servedPrice(request: APIRequestContext): Promise<number | undefined> {
  const res = await request.get(`${routes.mallItems.path}?paymentType=1`);
  const body = (await res.json()) as { data: { list: MallItemView[] } };
  return body.data.list.find((i) => i.id === ITEM)?.price;
}

async function openMallForm(page: Page): Promise<{ card: Locator; item: Locator }> {
  await openConsolePage(page, 'Settings');
  const card = page.getByTestId('setting-mall');
  await expect(card.getByTestId('mall-form')).toBeVisible();
  return { card, item: card.getByTestId(`mall-item-${ITEM}`) };
}

/** Sets the item's price, saves with `reason`, and returns the version saved. */
async function savePrice(card: Locator, item: Locator, price: number, reason: string): Promise<number> {
  await item.getByLabel(PRICE_LABEL).fill(String(price));
  await expect(card.getByTestId('mall-form-invalid')).toHaveCount(0);
  await card.getByLabel('Reason').fill(reason);
  const status = card.getByRole('status');
  // The last save's note stays until this one answers: wait for it to change.
  const last = (await status.count()) > 0 ? await status.textContent() : null;
  await card.getByRole('button', { name: 'Save' }).click();
  if (last !== null) await expect(status).not.toHaveText(last);
  await expect(status).toHaveText(/Saved as version \d+\./);
  return Number(/version (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
}

test(
  'staff change a mall price with a reason, see the version and a refused value, and players see the price',
  PHONE_ONLY,
  async ({ page, request, problems }) => {
    test.setTimeout(120_000);
    await consoleSignIn(page, staffAdmins.claim());
    const project = test.info().project.name;
    const { card, item } = await openMallForm(page);
    const price = item.getByLabel(PRICE_LABEL);
    await expect(price).not.toHaveValue('');
    const before = Number(await price.inputValue());

    // A bad value is refused beside its field, before any save.
    await price.fill('0');
    await expect(item.getByRole('alert')).toHaveText('Not accepted: at least 1');
    await expect(card.getByTestId('mall-form-invalid')).toBeVisible();

    const changed = before + 1_000;
    const reason = `e2e: mall price ${project}`;
    const version = await savePrice(card, item, changed, reason);
    await expect(card.getByText(new RegExp(`Version ${version} by .*: ${reason}`))).toBeVisible();
    await expect.poll(() => servedPrice(request)).toBe(changed);

    // Put the price back for the other specs.
    const back = await savePrice(card, item, before, `e2e: restore mall price ${project}`);
    expect(back).toBeGreaterThan(version);
    await expect.poll(() => servedPrice(request)).toBe(before);

    // The form fits the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.errors.filter((e) => !(e.includes('401') && e.includes('/staff-api/session/me')))).toEqual([]);
  },
);
