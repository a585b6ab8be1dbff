/**
 * Staff console players (issue 13, docs/staff-console.md#players): staff find a player by phone as
 * an operator types it, open the page, see the balance and the deposit, add a note, mark and clear
 * a gambling concern, see the player's own deposit limit, and lock the player, whose session then ends on their own screen.
 */
import { expect, test } from './support/fixtures.js';
import { balanceChip, dialogs, expectLoggedOut, liveConnectionReady, signUpNewPlayer } from './support/player.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';
import { answerPromptByApi, setLimitByApi, startDepositByApi } from './support/wallet.js';

test('staff find a player by phone, see balance and payment, add a note and lock them out', async ({
  page,
  browser,
  request,
  problems,
}) => {
  test.setTimeout(150_000);
  const live = liveConnectionReady(page);
  const player = await signUpNewPlayer(page, request);
  await live;
  await startDepositByApi(page, 10_000);
  await answerPromptByApi(request, player, 10_000, 'approve');
  await expect(balanceChip(page)).toHaveText('K 100.00');
  await setLimitByApi(page, 'deposit_day', 50_000);

  // A context of its own, as staff sit at another device than the player.
  const staffContext = await browser.newContext();
  const console = await staffContext.newPage();
  await consoleSignIn(console, staffAdmins.claim());
  await openConsolePage(console, 'Players');
  await console.getByLabel('Search by').selectOption('phone');
  // As an operator types it from a screen: international form with spaces.
  await console.getByLabel('Search for').fill(`+260 ${player.mobile.slice(1, 3)} ${player.mobile.slice(3)}`);
  await console.getByRole('button', { name: 'Find' }).click();
  const hit = console.getByRole('row').filter({ hasText: player.mobile });
  await expect(hit).toHaveCount(1);
  await hit.getByRole('link').click();

  await expect(console.getByRole('heading', { name: new RegExp(player.mobile) })).toBeVisible();
  await expect(console.getByTestId('balance-cash')).toHaveText('100.00');
  const payment = console.getByTestId('player-payments').getByRole('row').filter({ hasText: 'deposit' });
  await expect(payment).toContainText('100.00');
  await expect(payment).toContainText('SUCCEEDED');
  // The limit the player set on themselves shows in the responsible-gambling panel.
  await expect(console.getByTestId('limit-deposit_day')).toContainText('500.00');
  await expect(console.getByTestId('limit-history')).toContainText('none → 500.00');

  await console.getByRole('button', { name: 'Add note' }).click();
  const noteDialog = console.getByRole('dialog', { name: 'Add note' });
  await noteDialog.getByLabel('Note').fill('Called about a late deposit');
  await noteDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(console.getByRole('listitem').filter({ hasText: 'Called about a late deposit' })).toBeVisible();

  // A gambling concern is marked, then cleared with a note; both stay in the concern history.
  await console.getByRole('button', { name: 'Mark gambling concern' }).click();
  const concernDialog = console.getByRole('dialog', { name: 'Mark gambling concern' });
  await concernDialog.getByLabel('Note').fill('Deposits late at night');
  await concernDialog.getByRole('button', { name: 'Confirm' }).click();
  const concern = console.getByTestId('player-concerns').getByRole('listitem').filter({ hasText: 'Deposits late at night' });
  await expect(concern).toContainText('Open');
  await concern.getByRole('button', { name: 'Clear concern' }).click();
  const clearDialog = console.getByRole('dialog', { name: 'Clear concern' });
  await clearDialog.getByLabel('Why is the concern cleared?').fill('Spoke to the player; limits set');
  await clearDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(concern).toContainText('Spoke to the player; limits set');
  await expect(concern.getByRole('button', { name: 'Clear concern' })).toHaveCount(0);

  await console.getByRole('button', { name: 'Lock account' }).click();
  const lockDialog = console.getByRole('dialog', { name: 'Lock account' });
  await lockDialog.getByLabel('Reason').fill('Suspected account takeover');
  await lockDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(console.getByTestId('player-locked')).toContainText('Suspected account takeover');
  await expect(console.getByRole('button', { name: 'Unlock account' })).toBeVisible();
  // At 390 px too the page itself does not scroll sideways: only the wide tables do, inside it.
  expect(await console.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await console.screenshot({ path: test.info().outputPath('player-page.png'), fullPage: true });

  // The player's own screen hears it over the live connection: logged out, told why.
  await page.bringToFront();
  await expect(dialogs.alert(page)).toContainText('Your account has been locked. Please contact support.');
  await expectLoggedOut(page);
  await staffContext.close();
  expect(problems.errors.filter((e) => !(e.includes('401 (Unauthorized)') && e.endsWith('/staff-api/session/me)')))).toEqual([]);
});
