/**
 * The top bar with a large balance: the balance chip stays on one line at phone width (the chip
 * wrapped onto two lines once the balance had four digits). The member's real answer is kept and
 * only its `money` is raised, since a fresh account cannot hold K12,345.67 without real play.
 */
import { apiPaths } from '@nyota/contract/api/paths';
import { expect, test } from './support/fixtures.js';
import { balanceChip, signUpNewPlayer } from './support/player.js';

const LARGE_BALANCE = 1_234_567;

test('a four-digit balance keeps the top-bar chip on one line', async ({ page, request, problems }) => {
  // The balance arrives with the member (info) and with a resumed session (loginWithToken).
  for (const path of [apiPaths.memberInfo.path, apiPaths.loginWithToken.path]) {
    await page.route(`**${path}*`, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { code: number; data: Record<string, unknown> | null };
      const member = body.data?.['memberInfo'] ?? body.data;
      if (body.code === 0 && member && typeof member === 'object') Object.assign(member, { money: LARGE_BALANCE });
      await route.fulfill({ response: res, json: body });
    });
  }
  await signUpNewPlayer(page, request);
  await page.reload();
  const chip = balanceChip(page);
  await expect(chip).toContainText('12,345.67');
  const money = chip.locator('.money');
  const lineHeight = await money.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
  const box = await money.boundingBox();
  expect(box?.height ?? Infinity).toBeLessThan(lineHeight * 1.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(problems.errors).toEqual([]);
});
