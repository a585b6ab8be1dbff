/**
 * The VIP club's setting as staff edit it (docs/product-rules/vip.md): for each level 0 to 20 the
 * yearly points it needs and the benefits it opens. One document per market, kept in the vip
 * module's own table and versioned by the config module like every setting. Members claim the
 * rewards among the benefits through the seeds' /vip/benefits calls (docs/product-rules/vip.md#benefits).
 */
import { z } from 'zod';

/**
 * Config type numbering the `vip` setting's versions (next to ConfigType's 91xx staff documents,
 * a number apart from the next few so parallel work does not collide).
 */
export const VIP_CONFIG_TYPE = 9110;

export const VIP_MAX_LEVEL = 20;
export const VIP_LEVEL_COUNT = VIP_MAX_LEVEL + 1;

/**
 * Benefit types: 1 level-up reward (once per level reached), 2 daily VIP reward (the seeds'
 * "claimable when its status is 0, refreshes at 0:00"), 3 weekly cashback on net losses,
 * 4 exchange (the seeds' "exchange level 4": coins and diamonds may be exchanged from this level),
 * 5 holiday gift (once per market public holiday), 6 faster withdrawal review (the member's held
 * withdrawals come first in the staff queue), 7 birthday gift (never available: no birth date is kept).
 */
export const VipBenefitType = {
  LEVEL_UP: 1,
  DAILY: 2,
  CASHBACK: 3,
  EXCHANGE: 4,
  HOLIDAY: 5,
  FAST_WITHDRAWAL: 6,
  BIRTHDAY: 7,
} as const;
export const VIP_BENEFIT_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
const benefitType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)]);
/** Types whose `amount` is a reward paid on a claim. */
export const VIP_REWARD_TYPES: readonly number[] = [1, 2, 5, 7];
/** What a reward pays: 1 cash, 2 bonus money, 3 coins, 4 diamonds, 5 voucher (rewards.md). */
const bonusType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

export const vipBenefitSchema = z.object({
  /** Stable and unique across all levels: claims will key on it. */
  id: z.number().int().min(1).max(1_000_000),
  type: benefitType,
  enable: z.boolean(),
  bonusType,
  /** Minor units of the reward's unit (0 for cashback, exchange and faster withdrawal review). */
  amount: z.number().int().min(0).max(100_000_000),
  /** Cashback rate in hundredths of a percent (250 = 2.5%); 0 for other types. */
  cashbackRate: z.number().int().min(0).max(5_000),
});
export type VipBenefit = z.infer<typeof vipBenefitSchema>;

export const vipLevelSchema = z.object({
  /** Points within one market year that reach this level. */
  threshold: z.number().int().min(0).max(10_000_000_000),
  benefits: z.array(vipBenefitSchema).max(10),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

function thresholdsGrow(levels: readonly VipLevel[]): boolean {
  return levels[0]?.threshold === 0 && levels.every((l, i) => i === 0 || l.threshold > (levels[i - 1]?.threshold ?? 0));
}

function benefitIdsUnique(levels: readonly VipLevel[]): boolean {
  const ids = levels.flatMap((l) => l.benefits.map((b) => b.id));
  return new Set(ids).size === ids.length;
}

export const vipSettingsSchema = z
  .object({
    /** Index = level id: level 0 (threshold 0) is every member's start; V1 to V20 follow. */
    levels: z.array(vipLevelSchema).length(VIP_LEVEL_COUNT),
  })
  .refine((s) => thresholdsGrow(s.levels), {
    message: 'level 0 needs 0 points and each level more than the one before',
    path: ['levels'],
  })
  .refine((s) => benefitIdsUnique(s.levels), { message: 'benefit ids must be unique', path: ['levels'] });
export type VipSettings = z.infer<typeof vipSettingsSchema>;

/** V1..V20 in points (one point per currency unit staked): a casual player reaches V1 in a few weeks. */
const DEFAULT_THRESHOLDS = [
  0, 1_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 300_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000,
  3_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000, 25_000_000, 50_000_000,
];

/** The defaults' holiday gift starts at V5 and the faster withdrawal review at V8. */
const HOLIDAY_FROM = 5;
const FAST_WITHDRAWAL_FROM = 8;

function defaultBenefits(level: number): VipBenefit[] {
  if (level === 0) return [];
  const base = level * 100;
  const benefits: VipBenefit[] = [
    // Coins (minor units, like every ledger unit): the same in every market, so one default serves
    // all presets. 100 coins a level on reaching it, 5 coins a level each day.
    { id: base + 1, type: 1, enable: true, bonusType: 3, amount: 10_000 * level, cashbackRate: 0 },
    { id: base + 2, type: 2, enable: true, bonusType: 3, amount: 500 * level, cashbackRate: 0 },
  ];
  if (level >= 4) benefits.push({ id: base + 4, type: 4, enable: true, bonusType: 3, amount: 0, cashbackRate: 0 });
  if (level >= 5) benefits.push({ id: base + 3, type: 3, enable: true, bonusType: 1, amount: 0, cashbackRate: 50 + 25 * level });
  // 20 coins a level on each public holiday.
  if (level >= HOLIDAY_FROM)
    benefits.push({ id: base + 5, type: 5, enable: true, bonusType: 3, amount: 2_000 * level, cashbackRate: 0 });
  if (level >= FAST_WITHDRAWAL_FROM)
    benefits.push({ id: base + 6, type: 6, enable: true, bonusType: 1, amount: 0, cashbackRate: 0 });
  return benefits;
}

export const DEFAULT_VIP_SETTINGS: VipSettings = {
  levels: DEFAULT_THRESHOLDS.map((threshold, level) => ({ threshold, benefits: defaultBenefits(level) })),
};
