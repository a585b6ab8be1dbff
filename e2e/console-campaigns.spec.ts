/**
 * The campaign console (issue 15) in a real browser, on phone and desktop: staff edit the sign-in
 * campaign's window and text in the Campaigns editor (a bad window is refused beside its field),
 * fund a campaign budget, approve a held grant as a second staff member after its maker is
 * refused, and schedule a campaign message.
 */
import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { ErrorCode } from '@nyota/contract/error-codes';
import { expect, test } from './support/fixtures.js';
import { e2eBaseUrl } from './support/e2e-port.js';
import { HELD_CAMPAIGN, heldGrants } from './support/held-grants.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';

test.describe.configure({ mode: 'serial' });
let context: BrowserContext;
let page: Page;
/** Every script the console tab fetched: the campaign pages are chunks of their own (JS budget). */
const loaded: string[] = [];
const CAMPAIGNS_CHUNK = /\/console\/assets\/CampaignsPage-[^/]*\.js$/;

async function newContext(browser: Browser, use: TestInfo['project']['use']) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId } = use;
  return browser.newContext({ baseURL: e2eBaseUrl(), viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId });
}

test.beforeAll(async ({ browser }, info) => {
  context = await newContext(browser, info.project.use);
  page = await context.newPage();
  page.on('request', (r) => loaded.push(r.url()));
  await consoleSignIn(page, staffAdmins.claim());
});
test.afterAll(async () => {
  await context.close();
});

/** A staff API read in the page, with the console's cookie. */
async function staffGet<T>(url: string): Promise<T> {
  const body = await page.evaluate(async (u) => (await fetch(u, { credentials: 'same-origin' })).json() as Promise<unknown>, url);
  const env = body as { code: number; msg: string; data: T };
  expect(env.code, env.msg).toBe(0);
  return env.data;
}

interface OffersValue {
  signIn: { startsAt: string | null; endsAt: string | null; texts: { en: { title: string } } };
}

/**
 * Fills the sign-in campaign's fields and saves, answering with the save's envelope code. The other
 * project edits the same setting at the same time: a save based on an older version is refused
 * (SETTINGS_STALE), and then the page is reloaded and the change made again, as staff would.
 */
async function saveSignIn(card: () => Locator, fill: (c: Locator) => Promise<void>): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const c = card();
    await fill(c.getByTestId('campaign-signIn'));
    await c.getByLabel('Reason').fill('e2e: campaign window');
    const answer = page.waitForResponse((r) => r.url().endsWith('/staff-api/settings') && r.request().method() === 'PUT');
    await c.getByRole('button', { name: 'Save' }).click();
    const { code } = (await (await answer).json()) as { code: number };
    if (code !== ErrorCode.SETTINGS_STALE || attempt === 5) return code;
    await page.reload();
  }
}

test('staff edit a campaign window and text; a bad window is refused beside its field', async ({ browserName: _ }, info) => {
  await openConsolePage(page, 'Settings');
  const card = () => page.getByTestId('setting-offers');
  const form = card().getByTestId('campaign-signIn');
  await expect(form.getByLabel('Title (en)')).toBeVisible();

  const title = `Daily sign-in bonus (${info.project.name})`;
  // Ends before it starts: the server names signIn.endsAt and the form shows it there.
  const refused = await saveSignIn(card, async (f) => {
    await f.getByLabel(/^Starts/).fill('2030-01-02T00:00');
    await f.getByLabel(/^Ends/).fill('2030-01-01T00:00');
  });
  expect(refused).toBe(ErrorCode.SETTINGS_INVALID);
  await expect(form.locator('[data-field-error="signIn.endsAt"]')).toContainText('signIn.endsAt');
  const before = await staffGet<{ items: { key: string; value: OffersValue }[] }>('/staff-api/settings');
  // Nothing of the refused window was stored (no project ever saves one in 2029 or 2030).
  expect(before.items.find((s) => s.key === 'offers')?.value.signIn.endsAt ?? '').not.toMatch(/^20(29|30)-/);

  const saved = await saveSignIn(card, async (f) => {
    await f.getByLabel(/^Starts/).fill('2026-01-01T00:00');
    await f.getByLabel(/^Ends/).fill('2099-12-31T12:00');
    await f.getByLabel('Title (en)').fill(title);
  });
  expect(saved).toBe(0);
  await expect(card().getByRole('status')).toContainText('Saved as version');
  await expect
    .poll(async () => {
      const list = await staffGet<{ items: { key: string; value: OffersValue }[] }>('/staff-api/settings');
      const v = list.items.find((s) => s.key === 'offers')?.value.signIn;
      return [v?.endsAt?.slice(0, 10), v?.texts.en.title === title || v?.texts.en.title.startsWith('Daily sign-in bonus (')];
    })
    .toEqual(['2099-12-31', true]);
});

test('staff fund a campaign budget; a large funding waits for four eyes', async ({ browserName: _ }, info) => {
  const campaign = `e2e-fund-${info.project.name}`;
  expect(loaded.some((u) => CAMPAIGNS_CHUNK.test(u))).toBe(false);
  await openConsolePage(page, 'Campaigns');
  await expect.poll(() => loaded.some((u) => CAMPAIGNS_CHUNK.test(u))).toBe(true);
  const budgets = page.getByTestId('campaign-budgets');
  const fundForm = budgets.getByRole('form', { name: 'Fund campaign' });
  await fundForm.getByLabel('Campaign').fill(campaign);
  await fundForm.getByLabel('Amount (minor units)').fill('5000');
  await fundForm.getByLabel('Reason').fill('e2e: launch');
  await fundForm.getByRole('button', { name: 'Fund campaign' }).click();
  await expect(fundForm.getByRole('status')).toHaveText('Funded.');
  await expect(budgets.getByTestId(`budget-${campaign}-cash`)).toContainText('50.00');

  await fundForm.getByLabel('Amount (minor units)').fill('2000000');
  await fundForm.getByLabel('Reason').fill('e2e: big launch');
  await fundForm.getByRole('button', { name: 'Fund campaign' }).click();
  await expect(fundForm.getByRole('status')).toContainText('Four-eyes request #');
  await expect(budgets.getByTestId(`budget-${campaign}-cash`)).toContainText('50.00');
});

test('a held grant is refused to its maker and paid by a second staff member', async ({ browser }, info) => {
  const grant = heldGrants.claim();
  const makerContext = await newContext(browser, info.project.use);
  try {
    const makerPage = await makerContext.newPage();
    await consoleSignIn(makerPage, grant.maker, '#/held-grants');
    const own = makerPage.getByTestId(`held-${grant.rewardId}`);
    await own.getByLabel('Reason').fill('e2e: my own');
    await own.getByRole('button', { name: 'Approve' }).click();
    await expect(makerPage.getByRole('status')).toContainText('someone other than the staff member who caused it');
  } finally {
    await makerContext.close();
  }

  await openConsolePage(page, 'Held grants');
  const row = page.getByTestId(`held-${grant.rewardId}`);
  await row.getByLabel('Reason').fill('e2e: checked');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toHaveText(`Grant #${grant.rewardId}: paid.`);
  await expect(row).toBeHidden();
  const { items } = await staffGet<{ items: { campaign: string; unit: string; paid: number }[] }>('/staff-api/campaigns/budgets');
  expect(items.find((b) => b.campaign === HELD_CAMPAIGN && b.unit === 'cash')?.paid).toBeGreaterThanOrEqual(grant.amount);
});

test('staff schedule a campaign message for inactive members', async ({ browserName: _ }, info) => {
  await openConsolePage(page, 'Campaigns');
  const section = page.getByTestId('campaign-messages');
  const form = section.getByRole('form', { name: 'New message' });
  const title = `Come back (${info.project.name} ${Date.now() % 100_000})`;
  await form.getByLabel('Title (English)').fill(title);
  await form.getByLabel('Message (English)').fill('We miss you: a bonus waits.');
  await form.getByLabel('Title (Kiswahili)').fill('Rudi tena');
  await form.getByLabel('Message (Kiswahili)').fill('Tunakukumbuka: bonasi inakusubiri.');
  await form.getByLabel('Audience').selectOption('inactive');
  await form.getByLabel('Days without sign-in').fill('30');
  await form.getByLabel('Send at (empty: now)').fill('2099-06-01T10:00');
  await form.getByLabel('Reason').fill('e2e: win-back');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByRole('status')).toContainText('scheduled');
  const row = section.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Inactive for N days (30)');
  await expect(row).toContainText('scheduled');
});
