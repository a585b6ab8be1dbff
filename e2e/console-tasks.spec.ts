/**
 * Tasks in the staff console (docs/product-rules/tasks.md#console): the `tasks` setting's form
 * lists both lists' tasks with their types; a new player's page shows the Tasks panel with today's
 * sign-in done and nothing collected yet.
 */
import { expect, test } from './support/fixtures.js';
import { signUpNewPlayer } from './support/player.js';
import { staffAdmins } from './support/staff-admin.js';
import { consoleSignIn, openConsolePage } from './support/staff-console.js';
import { DESKTOP_ONLY } from './support/sizes.js';

test("staff see the tasks setting and a player's task progress", DESKTOP_ONLY, async ({ page, browser, request, problems }) => {
  test.setTimeout(120_000);
  const player = await signUpNewPlayer(page, request);

  const staffContext = await browser.newContext();
  const console = await staffContext.newPage();
  await consoleSignIn(console, staffAdmins.claim(), '#/settings');
  const card = console.getByTestId('setting-tasks');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('tasks-taskCenter').getByTestId('task-def-1')).toBeVisible();
  await expect(card.locator('select[name="task-1-type"]')).toHaveValue('5');
  await expect(card.getByTestId('tasks-diamondTasks').getByTestId('task-def-101')).toBeVisible();

  await openConsolePage(console, 'Players');
  await console.getByLabel('Search by').selectOption('phone');
  await console.getByLabel('Search for').fill(player.mobile);
  await console.getByRole('button', { name: 'Find' }).click();
  await console.getByRole('row').filter({ hasText: player.mobile }).getByRole('link').click();
  const row = console.getByTestId('player-tasks').getByTestId('player-task-1');
  // The sign-up is today's sign-in; the stream's consumer counts it within a moment.
  await expect(async () => {
    await console.reload();
    await expect(row).toContainText('1 / 1', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText('Sign-in days');
  await expect(row).toContainText('no');
  await staffContext.close();
  expect(problems.errors).toEqual([]);
});
