/**
 * What a mall item gives, granted in the redemption's transaction through the reward path: cash,
 * coins and diamonds as rewards, bonus money through the bonus module with the item's frozen terms,
 * a voucher through the vouchers module. Each is keyed by the redemption (`mall:<ref>:once`), so a
 * replay pays nothing twice. Pushes are returned to send after commit.
 */
import { MallItemType, type MallItem } from '@nyota/contract/staff/mall-settings-schemas';
import type { Db } from '../../platform/db/database.js';
import type { BonusMoneyService } from '../bonus-money/index.js';
import { isBonusType, type RewardsService } from '../rewards/index.js';
import type { VouchersService } from '../vouchers/index.js';

/** The campaign whose budget pays mall prizes and raffle places. */
export const MALL_CAMPAIGN = 'mall';

export interface PrizeDeps {
  rewards: RewardsService;
  bonus: Pick<BonusMoneyService, 'grant' | 'publish'>;
  vouchers: Pick<VouchersService, 'grant' | 'publish'>;
}

export interface GivenPrize {
  status: 'paid' | 'held';
  /** Balance and progress pushes, after the transaction commits. */
  publish: () => Promise<void>;
}

export async function givePrize(trx: Db, d: PrizeDeps, item: MallItem, memberId: string, ref: string): Promise<GivenPrize> {
  const base = { campaign: MALL_CAMPAIGN, memberId, source: { kind: 'mall', id: ref, period: 'once' } };
  if (item.type === MallItemType.BONUS) {
    if (!item.terms) throw new Error(`mall item ${item.id} gives bonus money without terms`);
    const out = await d.bonus.grant({ ...base, amount: item.amount, terms: item.terms }, { trx });
    return { status: 'paid', publish: () => d.bonus.publish(out) };
  }
  if (item.type === MallItemType.VOUCHER) {
    const terms = item.voucher ?? { minAmount: 0, validDays: 14 };
    const out = await d.vouchers.grant({ ...base, name: item.name.en, amount: item.amount, copies: 1, ...terms }, { trx });
    return { status: out.voucher ? 'paid' : 'held', publish: () => d.vouchers.publish(out) };
  }
  if (!isBonusType(item.type)) throw new Error(`mall item ${item.id} of type ${item.type} is not a reward`);
  const out = await d.rewards.grant({ ...base, bonusType: item.type, amount: item.amount }, { trx });
  return { status: out.reward.status === 'held' ? 'held' : 'paid', publish: () => d.rewards.publish(out) };
}
