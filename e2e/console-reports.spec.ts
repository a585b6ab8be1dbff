/**
 * The Figures page (#/reports, issue 13) in a real browser: a funded player stakes on the slot for
 * real, then a finance colleague opens the page and sees today's figures as the staff API computes them from
 * the ledger (checked here against the range report and the GGR/NGR formulas), the chart's chunk
 * arrives only with the page (not with the console's first load), and a CSV downloads.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { formatMoney } from '@nyota/contract/money/format';
import type { Report } from '@nyota/contract/staff/schemas-reports';
import { expect, test } from './support/fixtures.js';
import { fundedPlayers } from './support/funded-players.js';
import { dialogs, submitLogin, topBarLogin } from './support/player.js';
import { consoleSignIn, makeConsoleStaff, openConsolePage } from './support/staff-console.js';
import { DESKTOP_ONLY } from './support/sizes.js';

const CHART_CHUNK = /\/console\/assets\/FigureChart-[^/]*\.js$/;

/** The player stakes in a context of their own, as on another device. */
async function stakeOnTheSlot(browser: Browser, baseURL: string | undefined): Promise<void> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), timezoneId: 'Africa/Lusaka' });
  const page = await context.newPage();
  await page.goto('/');
  await topBarLogin(page).click();
  await submitLogin(page, fundedPlayers.claim());
  await expect(dialogs.login(page)).toBeHidden();
  await page.goto('/games/2/play');
  await expect(page.getByTestId('slot-demo-label')).toBeHidden({ timeout: 15_000 });
  const answer = page.waitForResponse((r) => r.url().includes('/game-center/slots/spin'));
  await page.getByTestId('slot-spin').click();
  expect(((await (await answer).json()) as { code: number }).code).toBe(0);
  await context.close();
}

/** A staff API answer fetched in the page, with the staff cookie, as the console would. */
async function staffGet<T>(page: Page, url: string): Promise<T> {
  const body = await page.evaluate(async (u) => (await fetch(u, { credentials: 'same-origin' })).json() as Promise<unknown>, url);
  const env = body as { code: number; data: T };
  expect(env.code).toBe(0);
  return env.data;
}

test.setTimeout(120_000);

test(
  'the Figures page shows the day as the ledger has it, loads its chart lazily and exports CSV',
  DESKTOP_ONLY,
  async ({ page, problems, browser, baseURL, request }) => {
    await stakeOnTheSlot(browser, baseURL);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    // A finance colleague (reports.read), not an admin: the page must work with that role alone.
    await consoleSignIn(page, await makeConsoleStaff(request, 'finance'));
    expect(loaded.some((u) => CHART_CHUNK.test(u))).toBe(false);

    const { today } = await staffGet<{ today: string; report: Report }>(page, '/staff-api/reports/dashboard');
    const day = await staffGet<Report>(page, `/staff-api/reports/range?from=${today}&to=${today}`);
    const f = day.days[0]!;
    // The verifier's arithmetic: GGR = stakes − wins, NGR = GGR − bonus cost − excise; our spin staked K1.
    expect(f.stakes).toBeGreaterThanOrEqual(100);
    expect(f.ggr).toBe(f.stakes - f.wins);
    expect(f.ngr).toBe(f.ggr - f.bonusCost - f.exciseOwed);
    const slot = day.gameTotals.find((g) => g.house === 'house:savanna')!;
    expect(slot.ggr).toBe(slot.stakes - slot.wins);

    const chunk = page.waitForRequest(CHART_CHUNK);
    await openConsolePage(page, 'Figures');
    await chunk;
    // Other tests stake in parallel: compare the page with the API only when the API gave the same
    // figures just before and just after the page loaded them; otherwise load the page again.
    const cards = page.getByRole('region', { name: `Today, ${today}` });
    const figure = (key: string) => cards.locator(`[data-figure="${key}"] dd`).first();
    const slotGgrCell = page.getByTestId('game-table').locator('[data-house="house:savanna"] td').nth(3);
    const apiFigures = async () => {
      const d = (await staffGet<Report>(page, `/staff-api/reports/range?from=${today}&to=${today}`)).days[0]!;
      const week = (await staffGet<{ report: Report }>(page, '/staff-api/reports/dashboard')).report;
      const weekSlot = week.gameTotals.find((g) => g.house === 'house:savanna')!;
      return [d.ggr, d.ngr, d.stakes, d.depositAmount, d.withholdingTax, weekSlot.ggr].map((v) => formatMoney(v, 'K'));
    };
    const shownFigures = async () => {
      await expect(page.getByTestId('figure-chart').locator('canvas')).toBeVisible();
      const keys = ['reports.ggr', 'reports.ngr', 'reports.stakes', 'reports.deposits', 'reports.withholding'];
      const shown = await Promise.all(keys.map(async (k) => (await figure(k).textContent()) ?? ''));
      return [...shown, (await slotGgrCell.textContent()) ?? ''];
    };
    for (let attempt = 1; ; attempt++) {
      const before = await apiFigures();
      if (attempt > 1) await page.reload();
      const shown = await shownFigures();
      const after = await apiFigures();
      if (before.join() === after.join()) {
        expect(shown).toEqual(after);
        break;
      }
      expect(attempt, 'the figures kept changing while the page loaded').toBeLessThan(6);
    }

    const download = page.waitForEvent('download');
    await page.locator('a[data-csv="days"]').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^nyota-zm-days-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^day,deposits,deposits_succeeded,deposit_amount,/);
    expect(lines.some((l) => l.startsWith(`${today},`))).toBe(true);
    expect(problems.errors.filter((e) => !(e.includes('401 (Unauthorized)') && e.endsWith('/staff-api/session/me)')))).toEqual(
      [],
    );
  },
);
