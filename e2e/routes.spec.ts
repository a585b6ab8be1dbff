/**
 * Where a visitor lands on guarded, unknown and invite paths, where a login then takes them, and
 * the cookies a session leaves behind (docs/product-rules/routes-and-cookies.md).
 */
import { expect, test } from './support/fixtures.js';
import { fundedPlayers } from './support/funded-players.js';
import { dialogs, logOutInUi, submitLogin, topBarLogin } from './support/player.js';

for (const path of ['/settings', '/records']) {
  test(`a visitor opening ${path} is sent to the lobby with the login dialog open`, async ({ page, baseURL, problems }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}/`);
    const login = dialogs.login(page);
    await expect(login).toBeVisible();
    await expect(login.getByLabel('Mobile number')).toBeFocused();
    expect(problems.errors).toEqual([]);
  });
}

test('a deep unknown path lands on the lobby without a dialog', async ({ page, baseURL, problems }) => {
  await page.goto('/no/such/page/here');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId('topbar-login')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

for (const path of ['/ABC123', '/ABC123/whatsapp']) {
  test(`an invite link ${path} opens sign-up with the invite code filled in`, async ({ page, baseURL, problems }) => {
    await page.goto(path);
    const signUp = dialogs.signUp(page);
    await expect(signUp).toBeVisible();
    await expect(signUp.getByLabel('Invite code (optional)')).toHaveValue('ABC123');
    // The lobby is behind the dialog, at the invite path the player followed.
    await expect(page).toHaveURL(`${baseURL}${path}`);
    await expect(page.getByRole('heading', { name: 'Nyota lobby', level: 1 })).toBeAttached();
    expect(problems.errors).toEqual([]);
  });
}

test('a route name such as /profile is a page, not an invite code', async ({ page, baseURL, problems }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByText('Log in to see your profile')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Nor is it remembered as one: a sign-up opened afterwards has no invite code.
  await page.getByTestId('profile-signup').click();
  await expect(dialogs.signUp(page).getByLabel('Invite code (optional)')).toHaveValue('');
  expect(problems.errors).toEqual([]);
});

test('an invite prefix works in front of any route: /ABC123/deposit is the deposit page and remembers the code', async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  await page.goto('/ABC123/deposit');
  await expect(page.getByTestId('page-deposit')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/ABC123/deposit`);
  // A visitor on the wallet is asked to log in, over the page.
  const login = dialogs.login(page);
  await expect(login).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'inviteCode')?.value).toBe('ABC123');
  // Signing up instead carries the remembered code.
  await login.getByTestId('signup-link').click();
  await expect(dialogs.signUp(page).getByLabel('Invite code (optional)')).toHaveValue('ABC123');
  expect(problems.errors).toEqual([]);
});

test('/room is a route name, never an invite code', async ({ page, context, baseURL, problems }) => {
  await page.goto('/room');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(topBarLogin(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('inviteCode');
  expect(problems.errors).toEqual([]);
});

test('a visitor tapping Cash Giving, VIP Rewards or Gifts is asked to log in, then taken there', async ({
  page,
  baseURL,
  problems,
}) => {
  await page.goto('/');
  for (const id of ['cash-giving', 'vip-rewards', 'gifts']) {
    await page.getByTestId(`menu-${id}`).click();
    const login = dialogs.login(page);
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
    // Esc: a tap on Close first blurs the focused field, whose error then moves the sheet under the pointer.
    if (id !== 'gifts') await page.keyboard.press('Escape');
    else await submitLogin(page, fundedPlayers.claim());
    if (id !== 'gifts') await expect(login).toBeHidden();
  }
  // First: the toast lasts 3 s (TOAST_MS), and on a loaded machine the checks below can take longer.
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(dialogs.login(page)).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/gamecategory/Gifts`);
  await expect(page.getByTestId('page-game-category')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a visitor on a login route logs in and continues to it', async ({ page, baseURL, problems }) => {
  await page.goto('/records/2');
  await expect(page).toHaveURL(`${baseURL}/`);
  await submitLogin(page, fundedPlayers.claim());
  await expect(page).toHaveURL(`${baseURL}/records/2`);
  await expect(page.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  expect(problems.errors).toEqual([]);
});

test('a visitor on the withdraw page gets the login dialog over it, then the form', async ({ page, baseURL, problems }) => {
  await page.goto('/withdraw');
  await expect(page.getByTestId('page-withdraw')).toBeVisible();
  await submitLogin(page, fundedPlayers.claim());
  await expect(dialogs.login(page)).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/withdraw`);
  await expect(page.getByTestId('withdraw-balance')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('logout leaves none of the app cookies: token, invite code, share channel, referrer, landing page', async ({
  page,
  context,
  problems,
}) => {
  await page.goto('/XYZ789/sms/withdraw');
  await submitLogin(page, fundedPlayers.claim());
  await expect(page.getByTestId('withdraw-balance')).toBeVisible();
  const names = async () => (await context.cookies()).map((c) => c.name).sort();
  expect(await names()).toEqual(['inviteCode', 'landingPage', 'referrer', 'shareChannel', 'token']);
  await logOutInUi(page);
  expect(await names()).toEqual([]);
  expect(problems.errors).toEqual([]);
});
