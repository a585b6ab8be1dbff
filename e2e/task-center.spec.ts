/**
 * Task Center (docs/product-rules/tasks.md) in the browser, against the real server and the
 * default `tasks` setting. A funded player logs in (which finishes "Sign in today"), opens the task
 * centre, sees the countdown tick; a real slot spin in a second tab moves "Play Savanna Sunset 5
 * times" on the open page by the TaskCenter push; the player collects the sign-in prize and the
 * diamond sign-in task, and the profile's coin balance rises by the prize. Collects under
 * concurrency, refusals and the reset are covered by the server tests (modules/tasks/*.test.ts).
 */
import { expect, test } from './support/fixtures.js';
import { fundedPlayers, SEEDED_COINS } from './support/funded-players.js';
import { dialogs, submitLogin, topBarLogin } from './support/player.js';
import { PHONE_ONLY } from './support/sizes.js';

const FIRST_PAINT_MS = 15_000;
/** The default "Sign in today" prize: 1,000 coin minor units, shown as 10.00 like every amount. */
const SIGN_IN_PRIZE = 1_000;

/** Minor units as the app writes them: 6,000 is "60.00". */
const minor = (n: number) =>
  `${String(Math.floor(n / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(n % 100).padStart(2, '0')}`;

test.describe('task centre', () => {
  test.setTimeout(90_000);

  test(
    'a player plays, sees progress move live, collects and sees the coins arrive',
    PHONE_ONLY,
    async ({ page, context, problems }) => {
      const player = fundedPlayers.claim();
      await page.goto('/');
      await topBarLogin(page).click();
      await submitLogin(page, player);
      await expect(dialogs.login(page)).toBeHidden();
      await page.goto('/taskcenter');
      await expect(page.getByTestId('task-list')).toBeVisible({ timeout: FIRST_PAINT_MS });

      const countdown = page.getByTestId('task-countdown');
      await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
      const first = await countdown.textContent();
      await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);

      // This login is today's sign-in (the stream's consumer runs every 250 ms; a push moves the row).
      await expect(page.getByTestId('task-1-progress')).toHaveText('1 / 1', { timeout: FIRST_PAINT_MS });
      await expect(page.getByTestId('task-3-progress')).toHaveText('0 / 5');
      await expect(page.getByTestId('task-3-collect')).toBeDisabled();

      // A real spin in another tab: the open task centre moves without a reload.
      const other = await context.newPage();
      await other.goto('/games/2/play');
      await expect(other.getByTestId('slot-view')).toBeVisible({ timeout: FIRST_PAINT_MS });
      const spun = other.waitForResponse((r) => r.url().includes('/game-center/slots/spin'));
      await other.getByTestId('slot-spin').click();
      expect(((await (await spun).json()) as { code: number }).code).toBe(0);
      await other.close();
      await expect(page.getByTestId('task-3-progress')).toHaveText('1 / 5', { timeout: FIRST_PAINT_MS });
      await expect(page.getByTestId('task-2-progress')).toHaveText(/^K ?1\.00 \/ K ?10\.00$/);

      await page.getByTestId('task-1-collect').click();
      await expect(page.getByTestId('task-1-collect')).toHaveText('Collected');
      await expect(page.getByTestId('task-1-collect')).toBeDisabled();

      const diamonds = page.getByTestId('diamond-tasks');
      await expect(diamonds.getByTestId('diamond-task-101-progress')).toHaveText('1 / 1');
      await diamonds.getByTestId('diamond-task-101-collect').click();
      await expect(diamonds.getByTestId('diamond-task-101-collect')).toHaveText('Collected');
      await expect(diamonds.getByTestId('diamond-record')).toHaveCount(1);
      await expect(diamonds.getByTestId('diamond-record')).toContainText('Sign in today');

      // Phones show no bottom navigation on a sub-page: the profile is opened by its address.
      await page.goto('/profile');
      await expect(page.getByTestId('profile-coins')).toHaveText(minor(SEEDED_COINS + SIGN_IN_PRIZE));
      expect(problems.errors).toEqual([]);
    },
  );

  test('the coin wheel links to the task centre', async ({ page, problems }) => {
    await page.goto('/coinspin/1');
    await expect(page.getByTestId('wheel-earn-more')).toHaveText('Earn more in the Task Center', { timeout: FIRST_PAINT_MS });
    expect(problems.errors).toEqual([]);
  });
});
