/**
 * The VIP club in the browser (docs/product-rules/vip.md): a visitor reads the levels and the rules
 * (no serious axe violation);
 * a funded player, with V1 lowered to 5 points through the staff settings API, spins the slot for
 * real at K 5.00, sees the level-up notice when the VIP push arrives, then V1 on the profile and on
 * the VIP page. The setting is global to the run: it is put back at the end, and the mobile and
 * desktop runs take turns (withRunLock) so neither restores it under the other.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@nyota/contract/staff/constants';
import { DEFAULT_VIP_SETTINGS } from '@nyota/contract/staff/vip-settings-schemas';
import { expect, test } from './support/fixtures.js';
import { fundedPlayers } from './support/funded-players.js';
import { liveConnectionReady, openProfile, submitLogin, topBarLogin, dialogs } from './support/player.js';
import { withRunLock } from './support/run-lock.js';
import { staffAdmins, totpCode } from './support/staff-admin.js';

const FIRST_PAINT_MS = 15_000;
/** V1 at 5 points (K 5.00 staked), the rest out of reach. */
const LOW_LEVELS = DEFAULT_VIP_SETTINGS.levels.map((l, i) => ({ ...l, threshold: i === 0 ? 0 : 5 + (i - 1) * 100_000_000 }));

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface SettingsList {
  items: { key: string; value: Record<string, unknown>; current: { version: number } | null }[];
}

/** A pooled admin's API session (cookie and CSRF token), for the setting. */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const admin = staffAdmins.claim();
  const res = await request.post('/staff-api/session/sign-in', {
    data: { username: admin.username, password: admin.password, code: totpCode(admin) },
  });
  const body = (await res.json()) as Envelope<{ csrfToken: string } | null>;
  expect(body.code, body.msg).toBe(0);
  const cookie = res
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${STAFF_SESSION_COOKIE}=`));
  return { cookie: (cookie?.value ?? '').split(';')[0] ?? '', [STAFF_CSRF_HEADER]: body.data?.csrfToken ?? '' };
}

/** Saves the `vip` setting; answers the value it replaced. */
async function saveVip(request: APIRequestContext, headers: Record<string, string>, value: object): Promise<object> {
  const list = (await (await request.get('/staff-api/settings', { headers })).json()) as Envelope<SettingsList>;
  const vip = list.data.items.find((i) => i.key === 'vip');
  expect(vip, 'the vip setting is listed').toBeTruthy();
  const res = await request.put('/staff-api/settings', {
    headers,
    data: { key: 'vip', value, baseVersion: vip?.current?.version ?? 0, reason: 'e2e: vip level-up' },
  });
  const body = (await res.json()) as Envelope<unknown>;
  expect(body.code, body.msg).toBe(0);
  return vip?.value ?? {};
}

test('a visitor reads the VIP levels and rules, and is offered the login', async ({ page, problems }) => {
  await page.goto('/vip');
  await expect(page.getByTestId('page-vip')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByTestId('vip-rule-holiday')).toContainText('ten times');
  await expect(page.getByTestId('vip-rule-year')).toContainText('1 January');
  await expect(page.getByTestId('vip-levels').locator('> li')).toHaveCount(20);
  await expect(page.getByTestId('vip-level-20')).toContainText('V20');
  await expect(dialogs.login(page)).toBeHidden();
  // Serious and critical axe violations fail, as on the first screens (accessibility.spec.ts).
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByTestId('vip-login').click();
  await expect(dialogs.login(page)).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a player reaches V1 by playing the slot and sees it in the notice, on the profile and the VIP page', async ({
  page,
  request,
  problems,
}) => {
  // Waits for the other project's run of this test (the lock) as well as its own steps.
  test.setTimeout(150_000);
  const headers = await adminHeaders(request);
  await withRunLock('vip-setting', async () => {
    const before = await saveVip(request, headers, { levels: LOW_LEVELS });
    try {
      const player = fundedPlayers.claim();
      await page.goto('/');
      const live = liveConnectionReady(page);
      await topBarLogin(page).click();
      await submitLogin(page, player);
      await expect(dialogs.login(page)).toBeHidden();
      await live;

      await page.goto('/games/2/play');
      await expect(page.getByTestId('slot-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
      const up = page.getByRole('button', { name: 'Raise stake' });
      await up.click();
      await up.click();
      await expect(page.getByTestId('slot-stake')).toHaveText('K 5.00');
      await page.getByTestId('slot-spin').click();
      const notice = page.getByTestId('vip-levelup');
      await expect(notice).toContainText('You reached V1!', { timeout: 20_000 });
      // Not modal: the game's spin button stays usable under it.
      await expect(page.getByTestId('slot-spin')).toBeEnabled({ timeout: 30_000 });
      await page.getByTestId('vip-levelup-close').click();
      await expect(notice).toBeHidden();

      await page.goto('/');
      await openProfile(page);
      await expect(page.getByTestId('profile-level')).toHaveText('VIP 1');
      await expect(page.getByTestId('vip-my-level')).toHaveText('V1');
      await expect(page.getByTestId('vip-my-score')).toContainText('points in');

      await page.getByTestId('profile-vip').click();
      await expect(page.getByTestId('page-vip')).toBeVisible({ timeout: FIRST_PAINT_MS });
      await expect(page.getByTestId('vip-my-level')).toHaveText('V1');
      await expect(page.getByTestId('vip-level-1')).toContainText('Your level');
      await expect(page.getByTestId('vip-to-next')).toContainText('to reach V2');
    } finally {
      await saveVip(request, headers, before);
    }
  });
  expect(problems.errors).toEqual([]);
});
