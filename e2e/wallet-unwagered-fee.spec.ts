/**
 * The extra fee on withdrawing deposits not yet played (docs/product-rules/wallet-unwagered-fee.md):
 * a new player deposits, opens Withdraw without playing, and sees the extra fee line in the fee
 * table and the amount they would receive, as the server quotes it, before confirming.
 */
import { expect, test } from './support/fixtures.js';
import { balanceChip, signUpNewPlayer } from './support/player.js';
import {
  answerPromptByApi,
  kwacha,
  memberTax,
  openWithdraw,
  operatorOf,
  startDepositByApi,
  withdrawChannels,
} from './support/wallet.js';
import { PHONE_ONLY } from './support/sizes.js';

test(
  'a new player who withdraws a deposit without playing sees the extra fee and what they would receive',
  PHONE_ONLY,
  async ({ page, request, problems }) => {
    const player = await signUpNewPlayer(page, request);
    await startDepositByApi(page, 10_000);
    await answerPromptByApi(request, player, 10_000, 'approve');
    await expect(balanceChip(page)).toHaveText(kwacha(10_000));

    const withdraw = await openWithdraw(page);
    await expect(withdraw.getByTestId('withdraw-balance')).toHaveText('K 100.00');
    const channelCode = operatorOf(player);
    await withdraw.getByTestId(`withdraw-channel-${channelCode}`).check();
    await withdraw.getByLabel('Amount (K)').fill('80');
    const channelId = (await withdrawChannels(page)).find((c) => c.channelCode === channelCode)?.id;
    if (channelId === undefined) throw new Error(`no withdraw channel ${channelCode}`);

    // All K 80.00 is deposit money never staked: 10% extra fee (config 6002 default) on top of the
    // channel's 1%; no tax, nothing was won.
    const quote = await memberTax(page, 8_000, channelId);
    expect(quote).toEqual({
      fee: 80,
      tax: 0,
      net: 7_120,
      taxRate: 1000,
      taxableAmount: 0,
      extraFee: 800,
      unwageredAmount: 8_000,
      extraFeeRate: 1000,
    });
    const summary = withdraw.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Extra fee on deposits not yet played (10% of K 80.00 not staked yet)');
    await expect(withdraw.getByTestId('withdraw-extra-fee')).toHaveText(kwacha(800));
    await expect(withdraw.getByTestId('withdraw-fee')).toHaveText(kwacha(80));
    await expect(withdraw.getByTestId('withdraw-net')).toHaveText(kwacha(7_120));

    // The confirmation repeats the same figures.
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await expect(confirm.getByTestId('confirm-extra-fee')).toHaveText(kwacha(800));
    await expect(confirm.getByTestId('confirm-net')).toHaveText(kwacha(7_120));
    expect(problems.errors).toEqual([]);
  },
);
