/** Which withdraw channels the form offers, and which one it starts on, pure. */
import type { WithdrawChannel } from '@nyota/contract/api/payments';
import { feeRuleOf, type FeeRule } from './fees';
import { channelForNumber } from './withdraw-view';

export interface OfferedChannel {
  channel: WithdrawChannel;
  rule: FeeRule;
}

/** docs/product-rules/wallet.md#withdraw-fee: an unsupported fee type is an error; that channel is not offered. */
export function splitChannels(channels: readonly WithdrawChannel[]): { offered: OfferedChannel[]; refused: OfferedChannel[] } {
  const all = channels.map((channel) => ({ channel, rule: feeRuleOf(channel) }));
  return { offered: all.filter((o) => o.rule.kind !== 'unsupported'), refused: all.filter((o) => o.rule.kind === 'unsupported') };
}

/** The channel of the member's number when one matches, else the first offered. */
export function initialWithdrawChannel(offered: readonly OfferedChannel[], localMobile: string): number | null {
  const channels = offered.map((o) => o.channel);
  return (channelForNumber(channels, localMobile) ?? channels[0])?.id ?? null;
}
