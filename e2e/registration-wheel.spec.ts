/**
 * The registration wheel in the browser (docs/product-rules/registration-wheel.md): a visitor opens
 * it from the register pop-up, sees the server seed's hash before spinning, spins, and the sign-up
 * dialog opens with the prize (checked on the device against the revealed seed); after signing up
 * the app says the prize landed and the account's balance holds it.
 */
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { regSpinView } from '@nyota/contract/api/registration-wheel';
import { memberBalanceData } from '@nyota/contract/api/wallet';
import { expect, test } from './support/fixtures.js';
import { dialogs, newPlayer, requestCode } from './support/player.js';

interface Spin {
  bonusType: number;
  bonusAmount: number;
}

const money = (minor: number) => `K ${(minor / 100).toFixed(2)}`;
function prizeText(p: Spin): string {
  if (p.bonusType === 2) return `${money(p.bonusAmount)} bonus money`;
  if (p.bonusType === 3) return `${(p.bonusAmount / 100).toFixed(2)} coins`;
  if (p.bonusType === 4) return `${(p.bonusAmount / 100).toFixed(2)} diamonds`;
  return money(p.bonusAmount);
}
const BALANCE_FIELD: Record<number, 'money' | 'trial' | 'coin' | 'diamond'> = { 1: 'money', 2: 'trial', 3: 'coin', 4: 'diamond' };

async function balanceOf(page: Page, field: 'money' | 'trial' | 'coin' | 'diamond'): Promise<number> {
  // The page's own cookies: the member's session.
  const res = await page.request.get('/account-service/memberInfo/balance');
  return z.object({ data: memberBalanceData }).parse(await res.json()).data[field];
}

test.describe('registration wheel', () => {
  test.use({ homePopups: true });

  test('a visitor spins from the register pop-up, signs up with the prize shown, and sees it credited', async ({
    page,
    request,
    problems,
  }) => {
    await page.goto('/');
    const popup = page.getByTestId('popup-register');
    await expect(popup).toBeVisible();
    await popup.getByTestId('popup-spin').click();
    const wheel = page.getByTestId('reg-wheel');
    await expect(wheel.getByTestId('reg-wheel-hash')).toHaveText(/[0-9a-f]{64}$/);
    const answered = page.waitForResponse((r) => r.url().includes('/baseTask/registerSpin') && r.request().method() === 'POST');
    await wheel.getByTestId('reg-wheel-spin').click();
    const spin: Spin = z.object({ data: regSpinView }).parse(await (await answered).json()).data;

    // The wheel turns for 5 s, lands, and the sign-up dialog opens with the prize.
    const dialog = dialogs.signUp(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(wheel).toBeHidden();
    await expect(dialog.getByTestId('signup-prize')).toContainText(`Your prize: ${prizeText(spin)}.`);
    await expect(dialog.getByTestId('signup-prize-verified')).toBeVisible();

    const player = newPlayer();
    await dialog.getByLabel('Mobile number').fill(player.mobile);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    await dialog.getByLabel('SMS code').fill(await requestCode(dialog, request, player.mobile));
    await dialog.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText(`Your welcome prize of ${prizeText(spin)} has been added to your account.`)).toBeVisible();
    const offer = page.getByTestId('limit-offer');
    await expect(offer).toBeVisible();
    await offer.getByTestId('limit-offer-skip').click();
    const field = BALANCE_FIELD[spin.bonusType];
    if (!field) throw new Error(`unexpected prize type ${spin.bonusType}`);
    await expect.poll(() => balanceOf(page, field)).toBe(spin.bonusAmount);
    if (spin.bonusType === 1) {
      await expect(page.getByRole('link', { name: 'Wallet balance, open profile' })).toHaveText(money(spin.bonusAmount));
    }
    expect(problems.errors).toEqual([]);
  });
});
