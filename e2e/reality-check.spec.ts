/**
 * Reality check (docs/product-rules/responsible-gambling.md#reality-check): the player picks an
 * interval; over a running real-money game the check appears when it is due, counted from the start
 * of the tab's play session whatever game pages the player moves between. The browser's clock is
 * driven with page.clock, so a 15-minute interval takes no real time.
 */
import { apiPaths } from '@nyota/contract/api/paths';
import type { SlotSpinData } from '@nyota/contract/api/per-bet-games';
import { GameId } from '@nyota/contract/games-constants';
import { formatMoney } from '@nyota/contract/money/format';
import { expect, test } from './support/fixtures.js';
import { fundedPlayers } from './support/funded-players.js';
import { dialogs, submitLogin, topBarLogin } from './support/player.js';
import { sessionToken } from './support/wallet.js';

test('the reality check appears on time over a running game with the session result, and leads on to history or out', async ({
  page,
  problems,
}) => {
  await page.clock.install();
  await page.goto('/');
  await topBarLogin(page).click();
  await submitLogin(page, fundedPlayers.claim());
  await expect(dialogs.login(page)).toBeHidden();
  await page.goto('/safer-play');
  const card = page.getByTestId('reality-check-card');
  await card.getByRole('radio', { name: '15 minutes' }).check();
  await expect(page.getByRole('status').getByText('Reality check saved.')).toBeVisible();
  await expect(card.getByRole('radio', { name: '15 minutes' })).toBeChecked();

  // The play session starts on the first real-money game; moving to another game keeps its timer.
  // The check's code asks for the interval as the first real-money game opens: the session has begun.
  const armed = page.waitForResponse((r) => r.url().includes(apiPaths.realityCheck.path));
  await page.goto('/games/1/play');
  await expect(page.getByTestId('crash')).toBeVisible();
  await armed;
  await page.clock.fastForward('10:00');
  await page.goto('/games/2/play');
  await expect(page.getByTestId('page-game')).toBeVisible();
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await page.clock.fastForward('04:30');
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expect(check).toBeVisible();
  await expect(check.getByTestId('rc-played')).toHaveText('You have played for 15 minutes this session.');
  await expect(check.getByTestId('rc-net')).toHaveText('Net result this session: even.');
  await check.getByRole('button', { name: 'Keep playing' }).click();
  await expect(check).toHaveCount(0);

  // A K 1.00 real-money spin in the session (from another device, as far as this page knows).
  const token = await sessionToken(page.context());
  const res = await page.request.post(apiPaths.slotSpin.path, {
    headers: { Authorization: `Bearer ${token}`, token },
    form: { gameId: String(GameId.SAVANNA_SLOT), stake: '100' },
  });
  const spin = (await res.json()) as { code: number; msg: string; data: SlotSpinData };
  expect(spin.code, spin.msg).toBe(0);
  const net = spin.data.stake - spin.data.payout;

  await page.clock.fastForward('14:00');
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(check).toBeVisible();
  await expect(check.getByTestId('rc-played')).toHaveText('You have played for 31 minutes this session.');
  await expect(check.getByTestId('rc-net')).toHaveText(
    net > 0
      ? `Net result this session: you are down ${formatMoney(net, 'K')}.`
      : net < 0
        ? `Net result this session: you are up ${formatMoney(-net, 'K')}.`
        : 'Net result this session: even.',
  );
  await check.getByRole('button', { name: 'See history' }).click();
  await expect(check).toHaveCount(0);
  await expect(page).toHaveURL(/\/game-records$/);

  // Back at a game, the next check comes an interval after the last answer; Stop leaves the game.
  await page.goto('/games/2/play');
  await expect(page.getByTestId('page-game')).toBeVisible();
  await page.clock.fastForward('15:30');
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Stop' }).click();
  await expect(check).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(problems.errors).toEqual([]);
});
