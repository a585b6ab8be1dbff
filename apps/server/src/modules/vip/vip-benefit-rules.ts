/**
 * When a VIP benefit is claimable (docs/product-rules/vip.md#benefits), free of storage. A benefit
 * belongs to one level (its `levelId`); the member's held level decides:
 * - level-up reward (type 1): once per level reached, for every level up to the held one
 *   (period `level-N`), so a member who jumps from V0 to V3 may claim V1, V2 and V3;
 * - daily VIP reward (type 2): once per market day (period = the market date, so it refreshes at
 *   00:00 market time), only the held level's own (a lower level's daily reward is superseded);
 * - cashback (3) and exchange (4) are not claimed here: the cashback module pays the one, the other
 *   is a permission. A benefit switched off, of amount 0 or paying bonus money is not available.
 */
import type { VipBenefit, VipSettings } from '@nyota/contract/staff/vip-settings-schemas';
import { BenefitStatu } from '@nyota/contract/api/vip-benefits';
import type { ServerMessageKey } from '@nyota/contract/messages/index';

export const BenefitType = { LEVEL_UP: 1, DAILY: 2, CASHBACK: 3, EXCHANGE: 4 } as const;

export interface LocatedBenefit {
  benefit: VipBenefit;
  levelId: number;
}

export function findBenefit(settings: VipSettings, id: number): LocatedBenefit | undefined {
  for (const [levelId, level] of settings.levels.entries()) {
    const benefit = level.benefits.find((b) => b.id === id);
    if (benefit) return { benefit, levelId };
  }
  return undefined;
}

/** The claim period of a claimable type (undefined for types not claimed here). */
export function periodOf(b: LocatedBenefit, marketDay: string): string | undefined {
  if (b.benefit.type === BenefitType.LEVEL_UP) return `level-${b.levelId}`;
  if (b.benefit.type === BenefitType.DAILY) return marketDay;
  return undefined;
}

/** Why the member cannot claim it now regardless of past claims, or null when they may. */
export function refusalOf(
  b: LocatedBenefit,
  heldLevel: number,
): { key: ServerMessageKey; params?: Record<string, number> } | null {
  const { benefit, levelId } = b;
  if (benefit.type !== BenefitType.LEVEL_UP && benefit.type !== BenefitType.DAILY) {
    return { key: 'errors.vip_benefit_not_claimed_here' };
  }
  // Bonus money (2) needs wagering terms the bonus module grants with; a VIP benefit does not pay it.
  if (!benefit.enable || benefit.amount <= 0 || benefit.bonusType === 2) return { key: 'errors.vip_benefit_off' };
  if (heldLevel < levelId) return { key: 'errors.vip_benefit_level', params: { level: levelId } };
  if (benefit.type === BenefitType.DAILY && heldLevel !== levelId) return { key: 'errors.vip_benefit_off' };
  return null;
}

/** The seeds' statu: 0 claimable, 1 claimed in its period, -1 not available. */
export function statuOf(b: LocatedBenefit, heldLevel: number | null, claimed: boolean): number {
  if (heldLevel === null || refusalOf(b, heldLevel) !== null) return BenefitStatu.NOT_AVAILABLE;
  return claimed ? BenefitStatu.CLAIMED : BenefitStatu.CLAIMABLE;
}
