/**
 * When a VIP benefit is claimable (docs/product-rules/vip.md#benefits), free of storage. A benefit
 * belongs to one level (its `levelId`); the member's held level decides:
 * - level-up reward (type 1): once per level reached, for every level up to the held one
 *   (period `level-N`), so a member who jumps from V0 to V3 may claim V1, V2 and V3;
 * - daily VIP reward (type 2): once per market day (period = the market date, so it refreshes at
 *   00:00 market time), only the held level's own (a lower level's daily reward is superseded);
 * - holiday gift (type 5): once per market public holiday (period = the holiday's date), only the
 *   held level's own, as the daily reward;
 * - faster withdrawal review (type 6) is held, not claimed: it reads "active" (1) when it is the
 *   held level's own and switched on;
 * - cashback (3), exchange (4) and the birthday gift (7) are not claimed here: the cashback module
 *   pays the one, the next is a permission and no birth date is kept for the last.
 * A benefit switched off, of amount 0 or paying bonus money is not available.
 */
import { BenefitStatu } from '@nyota/contract/api/vip-benefits';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import { VipBenefitType, type VipBenefit, type VipSettings } from '@nyota/contract/staff/vip-settings-schemas';

export const BenefitType = VipBenefitType;

export interface LocatedBenefit {
  benefit: VipBenefit;
  levelId: number;
}

/** The market day a claim or a status is asked on, and whether it is a public holiday there. */
export interface ClaimDay {
  day: string;
  holiday: boolean;
}

const CLAIMED_HERE: ReadonlySet<number> = new Set([BenefitType.LEVEL_UP, BenefitType.DAILY, BenefitType.HOLIDAY]);
/** Benefits of the held level only: a lower level's is superseded by the held level's own. */
const HELD_LEVEL_ONLY: ReadonlySet<number> = new Set([BenefitType.DAILY, BenefitType.HOLIDAY, BenefitType.FAST_WITHDRAWAL]);

export function findBenefit(settings: VipSettings, id: number): LocatedBenefit | undefined {
  for (const [levelId, level] of settings.levels.entries()) {
    const benefit = level.benefits.find((b) => b.id === id);
    if (benefit) return { benefit, levelId };
  }
  return undefined;
}

/** The claim period of a claimable type on this day (undefined for types not claimed here). */
export function periodOf(b: LocatedBenefit, on: ClaimDay): string | undefined {
  if (b.benefit.type === BenefitType.LEVEL_UP) return `level-${b.levelId}`;
  if (b.benefit.type === BenefitType.DAILY) return on.day;
  if (b.benefit.type === BenefitType.HOLIDAY) return on.day;
  return undefined;
}

type Refusal = { key: ServerMessageKey; params?: Record<string, number> };

/** Why the member cannot claim it now regardless of past claims, or null when they may. */
export function refusalOf(b: LocatedBenefit, heldLevel: number, on: ClaimDay): Refusal | null {
  const { benefit, levelId } = b;
  if (benefit.type === BenefitType.BIRTHDAY) return { key: 'errors.vip_birthday_unknown' };
  if (!CLAIMED_HERE.has(benefit.type)) return { key: 'errors.vip_benefit_not_claimed_here' };
  // Bonus money (2) needs wagering terms the bonus module grants with; a VIP benefit does not pay it.
  if (!benefit.enable || benefit.amount <= 0 || benefit.bonusType === 2) return { key: 'errors.vip_benefit_off' };
  if (heldLevel < levelId) return { key: 'errors.vip_benefit_level', params: { level: levelId } };
  if (HELD_LEVEL_ONLY.has(benefit.type) && heldLevel !== levelId) return { key: 'errors.vip_benefit_off' };
  if (benefit.type === BenefitType.HOLIDAY && !on.holiday) return { key: 'errors.vip_holiday_not_today' };
  return null;
}

/** Whether a held benefit (faster withdrawal review) works for a member holding `heldLevel`. */
export function holds(b: LocatedBenefit, heldLevel: number | null): boolean {
  return b.benefit.type === BenefitType.FAST_WITHDRAWAL && b.benefit.enable && heldLevel === b.levelId;
}

/**
 * The seeds' statu: 0 claimable, 1 claimed in its period (or, for a held benefit, active), -1 not
 * available. `eligible` false (the member may get no bonus now) makes an unclaimed one unavailable.
 */
export function statuOf(b: LocatedBenefit, heldLevel: number | null, claimed: boolean, on: ClaimDay, eligible = true): number {
  if (b.benefit.type === BenefitType.FAST_WITHDRAWAL)
    return holds(b, heldLevel) ? BenefitStatu.CLAIMED : BenefitStatu.NOT_AVAILABLE;
  if (heldLevel === null || refusalOf(b, heldLevel, on) !== null) return BenefitStatu.NOT_AVAILABLE;
  if (claimed) return BenefitStatu.CLAIMED;
  return eligible ? BenefitStatu.CLAIMABLE : BenefitStatu.NOT_AVAILABLE;
}

/** Whether the level's own benefits include a switched-on faster withdrawal review. */
export function levelHasFastReview(settings: VipSettings, level: number): boolean {
  return (settings.levels[level]?.benefits ?? []).some((benefit) => holds({ benefit, levelId: level }, level));
}

/**
 * What the held level adds to the weekly cashback rate (hundredths of a percent): the switched-on
 * cashback benefit of the highest level at or below it ("from V5"), 0 when none has one.
 */
export function cashbackRateOf(settings: VipSettings, heldLevel: number): number {
  for (let level = Math.min(heldLevel, settings.levels.length - 1); level > 0; level -= 1) {
    const b = settings.levels[level]?.benefits.find((x) => x.type === BenefitType.CASHBACK && x.enable);
    if (b) return b.cashbackRate;
  }
  return 0;
}
