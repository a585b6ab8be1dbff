/**
 * A link that names a record (complain-records/{type}/{id}/0/{timestamp}) opens the appeal of that
 * record only when it is one of the player's; any other id says the record was not found, with a
 * way to the records (docs/product-rules/routes-and-cookies.md).
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures.js';
import { signUpNewPlayer } from './support/player.js';
import { startDepositByApi } from './support/wallet.js';
import { DESKTOP_ONLY } from './support/sizes.js';

test(
  'a link to a record the player does not have says it was not found; their own opens its appeal',
  DESKTOP_ONLY,
  async ({ page, request, problems }) => {
    await signUpNewPlayer(page, request);
    const notFound = page.getByRole('dialog', { name: 'Record not found' });
    for (const id of [randomUUID(), 'nope']) {
      await page.goto(`/complain-records/1/${id}/0/${Date.now()}`);
      await expect(notFound).toContainText('We could not find this deposit among your records.');
      await expect(notFound.getByTestId('record-not-found')).toHaveText(
        'Check the link, or open your records and choose it there.',
      );
      await expect(page.getByRole('dialog', { name: 'Appeal a deposit' })).toHaveCount(0);
    }
    await notFound.getByRole('link', { name: 'Open records' }).click();
    await expect(page).toHaveURL(/\/records\/1$/);
    await expect(notFound).toBeHidden();

    const own = await startDepositByApi(page, 1_000);
    await page.goto(`/complain-records/1/${own}/0/${Date.now()}`);
    await expect(page.getByRole('dialog', { name: 'Appeal a deposit' })).toBeVisible();
    await expect(notFound).toHaveCount(0);
    expect(problems.errors).toEqual([]);
  },
);
