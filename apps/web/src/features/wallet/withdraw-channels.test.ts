import type { WithdrawChannel } from '@nyota/contract/api/payments';
import { WithdrawFeeType } from '@nyota/contract/payments-constants';
import { describe, expect, it } from 'vitest';
import { initialWithdrawChannel, splitChannels } from './withdraw-channels';

const channel = (id: number, code: string, pattern: string, feeType: number = WithdrawFeeType.FIXED): WithdrawChannel => ({
  id,
  channelCode: code,
  mobilePattern: pattern,
  withdrawFeeType: feeType,
  withdrawFeeValue: 100,
});

describe('withdraw channels', () => {
  it('are not offered when their fee type cannot be applied', () => {
    const { offered, refused } = splitChannels([
      channel(1, 'MTN', '^096'),
      channel(2, 'AIRTEL', '^097', 9),
      channel(3, 'ZAMTEL', '^095', WithdrawFeeType.PERCENT),
    ]);
    expect(offered.map((o) => [o.channel.id, o.rule.kind])).toEqual([
      [1, 'fixed'],
      [3, 'percent'],
    ]);
    expect(refused.map((o) => o.channel.channelCode)).toEqual(['AIRTEL']);
  });

  it("start on the operator of the member's number, else the first offered, else none", () => {
    const { offered } = splitChannels([channel(1, 'MTN', '^096'), channel(2, 'AIRTEL', '^097')]);
    expect(initialWithdrawChannel(offered, '0971234567')).toBe(2);
    expect(initialWithdrawChannel(offered, '0951234567')).toBe(1);
    expect(initialWithdrawChannel(offered, '')).toBe(1);
    expect(initialWithdrawChannel([], '0971234567')).toBeNull();
  });
});
