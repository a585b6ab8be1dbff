/** One device at a time (docs/product-rules/auth.md#kick-out): a login elsewhere ends this session live, with the reminder. */
import { expect, quietPopupsIn, test, watchProblems } from './support/fixtures.js';
import { uniqueClientIp } from './support/phone.js';
import {
  dialogs,
  expectLoggedIn,
  expectLoggedOut,
  liveConnectionReady,
  logInInUi,
  signUpNewPlayer,
  texts,
} from './support/player.js';
import { PHONE_ONLY } from './support/sizes.js';

test(
  'logging in on a second device logs the first one out with the one-device reminder',
  PHONE_ONLY,
  async ({ page, browser, request, problems }) => {
    // Two devices: a sign-up, a second browser context and a login; 55 s on a loaded 2-core machine.
    test.setTimeout(120_000);
    const liveOnA = liveConnectionReady(page);
    const player = await signUpNewPlayer(page, request);
    // A real first device has long been connected when the second login comes.
    await liveOnA;

    // The same player on another phone or computer, from another address.
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    await quietPopupsIn(other);
    try {
      const pageB = await other.newPage();
      const problemsB = watchProblems(pageB);
      await pageB.goto('/');
      await logInInUi(pageB, player);

      // Device A hears about it over its live connection: no reload, no click.
      const alert = dialogs.alert(page);
      await expect(alert).toContainText(texts.kickOut);
      await expectLoggedOut(page);
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(alert).toBeHidden();
      await expectLoggedOut(page);

      // Starting the app again on A does not bring the session back.
      await page.reload();
      await expectLoggedOut(page);
      await expect(dialogs.alert(page)).toHaveCount(0);

      // B keeps playing, also after a reload of its own.
      await expectLoggedIn(pageB);
      await pageB.reload();
      await expectLoggedIn(pageB);
      expect(problemsB.errors).toEqual([]);
    } finally {
      await other.close();
    }
    expect(problems.errors).toEqual([]);
  },
);
