/** Where a visitor lands on guarded, unknown and invite paths (seed §2, §3). */
import { expect, test } from './support/fixtures.js';
import { dialogs } from './support/player.js';

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
