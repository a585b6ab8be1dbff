/**
 * Players a few points short of V1 before the run (seed-database.ts writes their year's points as
 * the vip-points consumer would have), so one K 5.00 slot spin makes them level up on the default
 * thresholds: no spec changes the global `vip` setting under the others.
 */
import { expect, type Page } from '@playwright/test';
import { DEFAULT_VIP_SETTINGS } from '@nyota/contract/staff/vip-settings-schemas';
import { PlayerPool } from './player-pool.js';

// vip.spec claims one per project; the rest is room for retries run by hand.
export const vipPlayers = new PlayerPool('vip-players', 4);

/** The stake of the spin that levels them up: K 5.00, 5 points (10x on a public holiday). */
export const VIP_SPIN_MINOR = 500;
const V1 = DEFAULT_VIP_SETTINGS.levels[1]?.threshold ?? 0;
/** This market year's points before the run: one spin short of V1. */
export const SEEDED_VIP_POINTS = V1 - VIP_SPIN_MINOR / 100;

/**
 * A logged-in player one spin short of V1 stakes K 5.00 on the slot for real and sees the level-up
 * notice come with the VIP push; on a game's page it is a card, not modal (the spin button stays
 * usable). It is closed, or with `open` tapped: the level-up dialog opens and stays open.
 */
export async function spinToV1(page: Page, { open = false }: { open?: boolean } = {}): Promise<void> {
  await page.goto('/games/2/play');
  await expect(page.getByTestId('slot-view')).toBeVisible({ timeout: 15_000 });
  const up = page.getByRole('button', { name: 'Raise stake' });
  await up.click();
  await up.click();
  await expect(page.getByTestId('slot-stake')).toHaveText('K 5.00');
  await page.getByTestId('slot-spin').click();
  const notice = page.getByTestId('vip-levelup');
  await expect(notice).toContainText('You reached V1!', { timeout: 20_000 });
  if (open) {
    // Tapped at once: the card closes itself after 12 s.
    await page.getByTestId('vip-levelup-open').click();
    await expect(page.getByTestId('vip-levelup-dialog')).toBeVisible();
    await expect(page.getByTestId('slot-spin')).toBeEnabled({ timeout: 30_000 });
    return;
  }
  await expect(page.getByTestId('slot-spin')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('vip-levelup-close').click();
  await expect(notice).toBeHidden();
}
