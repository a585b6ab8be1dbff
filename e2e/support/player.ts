/**
 * What a player does with the auth dialogs and the account pages, written once so each spec reads
 * as the flow it checks. Locators go by role and visible label (what a player sees); the few test
 * ids name controls whose text is not unique on the page.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LAYOUT_BREAKPOINT } from '@nyota/contract/constants';
import { newPlayer, type Player } from './new-player.js';
import { latestCode } from './sms-outbox.js';

export { newPlayer, type Player };

export function isMobileLayout(page: Page): boolean {
  const width = page.viewportSize()?.width;
  if (width === undefined) throw new Error('the page has no viewport size');
  return width <= LAYOUT_BREAKPOINT;
}

export const texts = {
  kickOut: 'Reminder: We support only one device to bet at the same time.',
  reactivate: 'Do you want to reactivate your account ?',
  logoutConfirm: 'Do you want to log out?',
  invalidMobile: 'Invalid Mobile',
  passwordLength: 'Password must be 6-20 characters',
  dontMatch: "Don't Match",
} as const;

export const dialogs = {
  login: (page: Page) => page.getByRole('dialog', { name: 'Log in' }),
  signUp: (page: Page) => page.getByRole('dialog', { name: 'Create your account' }),
  forgot: (page: Page) => page.getByRole('dialog', { name: 'Reset password' }),
  /** The global alert (logout confirmation, kick-out reminder, reactivation prompt). */
  alert: (page: Page) => page.getByRole('alertdialog'),
};

/** The balance chip in the top bar: a member's first sign of being logged in. */
export function balanceChip(page: Page): Locator {
  return page.getByRole('link', { name: 'Wallet balance, open profile' });
}

/** Visitors see "Log in" and "Sign up" in the top bar instead of the balance. */
export function topBarLogin(page: Page): Locator {
  return page.getByTestId('topbar-login');
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(balanceChip(page)).toHaveText('K 0.00');
  await expect(topBarLogin(page)).toHaveCount(0);
}

export async function expectLoggedOut(page: Page): Promise<void> {
  await expect(topBarLogin(page)).toBeVisible();
  await expect(page.getByTestId('topbar-signup')).toBeVisible();
  await expect(balanceChip(page)).toHaveCount(0);
}

/**
 * Resolves once the page's live connection (/im) has had its first message from the server (the
 * hello), i.e. pushes such as a kick-out can reach it. Call before the login that opens it.
 */
export function liveConnectionReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname !== '/im') return;
      ws.once('framereceived', () => resolve());
    });
  });
}

/** Presses "Get code" and reads the code the server texted to the player's number. */
export async function requestCode(dialog: Locator, request: APIRequestContext, mobile: string): Promise<string> {
  const since = new Date(Date.now() - 1000);
  const getCode = dialog.getByRole('button', { name: 'Get code' });
  await expect(getCode).toBeEnabled();
  await getCode.click();
  // The button turns into the resend countdown once the server has sent the SMS.
  await expect(dialog.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  return latestCode(request, mobile, { since });
}

/** From the lobby: "Sign up" in the top bar, the form filled as a new player does, then submitted. */
/**
 * Signs up in the dialog. The deposit-limit offer that follows is skipped unless `keepLimitOffer`
 * (a spec that tests the offer answers it itself).
 */
export async function signUpInUi(
  page: Page,
  request: APIRequestContext,
  player: Player,
  opts: { keepLimitOffer?: boolean } = {},
): Promise<void> {
  await page.getByTestId('topbar-signup').click();
  const dialog = dialogs.signUp(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(player.mobile);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  const code = await requestCode(dialog, request, player.mobile);
  await dialog.getByLabel('SMS code').fill(code);
  const terms = dialog.getByRole('checkbox', { name: /I accept the/ });
  const adult = dialog.getByRole('checkbox', { name: 'I am 18 years of age or older' });
  await expect(terms).toBeChecked();
  await expect(adult).not.toBeChecked();
  const submit = dialog.getByRole('button', { name: 'Sign up' });
  // Nothing is sent before the player confirms being 18 or older.
  await expect(submit).toBeDisabled();
  await adult.check();
  await expect(terms).toBeChecked();
  await submit.click();
  await expect(dialog).toBeHidden();
  const offer = page.getByTestId('limit-offer');
  await expect(offer).toBeVisible();
  if (opts.keepLimitOffer) return;
  await offer.getByTestId('limit-offer-skip').click();
  await expect(offer).toBeHidden();
}

/** A fresh player signs up on the lobby and is logged in there. */
export async function signUpNewPlayer(page: Page, request: APIRequestContext): Promise<Player> {
  const player = newPlayer();
  await page.goto('/');
  await signUpInUi(page, request, player);
  await expectLoggedIn(page);
  return player;
}

/** Fills and submits the login dialog, which must already be open. */
export async function submitLogin(page: Page, player: Player): Promise<void> {
  const dialog = dialogs.login(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(player.mobile);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** "Log in" in the top bar of the lobby, then the dialog. */
export async function logInInUi(page: Page, player: Player): Promise<void> {
  await topBarLogin(page).click();
  await submitLogin(page, player);
  await expect(dialogs.login(page)).toBeHidden();
  await expectLoggedIn(page);
}

/** The profile page, reached the way each layout offers it: bottom navigation on phones, top bar on desktop. */
export async function openProfile(page: Page): Promise<void> {
  if (isMobileLayout(page)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/profile$/);
}

/** Settings, from the profile page's account menu. */
export async function openSettings(page: Page): Promise<void> {
  await openProfile(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(isMobileLayout(page) ? /\/settings$/ : /\/settingspc$/);
}

/** "Log out" (on settings, or else on the profile page) and the confirmation; ends on the lobby as a visitor. */
export async function logOutInUi(page: Page): Promise<void> {
  const logOut = page.getByRole('button', { name: 'Log out' });
  if (!(await logOut.isVisible())) await openProfile(page);
  await logOut.click();
  const alert = dialogs.alert(page);
  await expect(alert).toContainText(texts.logoutConfirm);
  await alert.getByRole('button', { name: 'Log out' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedOut(page);
}
