/**
 * Messages (docs/product-rules/messages.md): a deposit that succeeds becomes a message in the
 * player's inbox; the top bar's badge counts it up live (Notification push, no reload), the
 * Messages page shows it unread, and Read All clears the badge.
 */
import { expect, test } from './support/fixtures.js';
import { signUpNewPlayer } from './support/player.js';
import { answerPromptByApi, startDepositByApi } from './support/wallet.js';
import { DESKTOP_ONLY } from './support/sizes.js';

test.describe('messages', () => {
  test(
    'a succeeded deposit counts up the badge live, shows in Messages, and Read All clears it',
    DESKTOP_ONLY,
    async ({ page, request, problems }) => {
      const player = await signUpNewPlayer(page, request);
      await page.evaluate(() => Object.assign(window, { __nyotaE2eMark: true }));
      const bell = page.getByTestId('topbar-messages');
      await expect(bell).toBeVisible();
      await expect(page.getByTestId('messages-badge')).toHaveCount(0);

      await startDepositByApi(page, 5_000);
      await answerPromptByApi(request, player, 5_000, 'approve');
      await expect(page.getByTestId('messages-badge')).toHaveText('1');
      await expect(bell).toHaveAttribute('aria-label', 'Messages, 1 unread');
      // Counted without a reload: the mark set before the deposit is still on the window.
      expect(await page.evaluate(() => (window as unknown as { __nyotaE2eMark?: boolean }).__nyotaE2eMark)).toBe(true);

      await bell.click();
      await expect(page).toHaveURL(/\/message$/);
      const frame = page.getByTestId('page-message');
      const row = frame.getByTestId('message-row');
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute('data-read', 'false');
      await expect(row.getByTestId('message-title')).toHaveText('Deposit successful');
      await expect(row.getByTestId('message-content')).toHaveText('K50.00 was added to your main balance.');

      await frame.getByTestId('messages-read-all').click();
      await expect(row).toHaveAttribute('data-read', 'true');
      await expect(frame.getByTestId('messages-read-all')).toBeDisabled();
      // On phones the top bar is the lobby's: back there, the bell shows no count.
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('topbar-messages')).toBeVisible();
      await expect(page.getByTestId('messages-badge')).toHaveCount(0);
      expect(problems.errors).toEqual([]);
    },
  );
});
