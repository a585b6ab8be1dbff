/**
 * The VIP club (docs/product-rules/vip.md): levels V1 to V20 earned by points within a market year,
 * one point per currency unit staked with real money, ten on the market's public holidays.
 * Composed into `routes` (routes.ts).
 */
import { z } from 'zod';
import { VIP_MAX_LEVEL } from '../staff/vip-settings-schemas.js';
import { flagField } from './fields.js';
import { vipPaths } from './paths-vip.js';
import { route } from './route-def.js';

const levelId = z.number().int().min(0).max(VIP_MAX_LEVEL);

export const vipPersonalLevelQuery = z.object({});

/** The seeds' personal level: levelId and score, plus what the VIP page shows around them. */
export const vipPersonalLevelData = z.object({
  levelId,
  /** Points earned in the current market year. */
  score: z.number().int().nonnegative(),
  /** The market year the score counts (its 1 January to 31 December, market time). */
  year: z.number().int(),
  /** The level this year's points alone reach (levelId can be higher: last year's level is kept). */
  earnedLevelId: levelId,
  /** Kept from last year until 31 December of this year (0 when none). */
  keptLevelId: levelId,
  /** Points the next level needs this year, or null at the top level. */
  nextScore: z.number().int().nullable(),
  /** Whether today (market time) is a public holiday: each point counts ten times. */
  holidayToday: z.string().nullable(),
});
export type VipPersonalLevel = z.infer<typeof vipPersonalLevelData>;

export const vipLevelsQuery = z.object({
  /** The seeds send extra=1 to have each level's benefits in `state`. */
  extra: flagField('0'),
});

/**
 * One benefit as the seeds list it. `enable` 1 when staff switched it on; `state` 1 when the
 * member's level reaches it (0 for guests and lower levels); `statu` the member's claim status
 * (0 claimable, 1 claimed, -1 not available; vip-benefits.ts): -1 for guests.
 */
export const vipBenefitView = z.object({
  id: z.number().int(),
  enable: z.union([z.literal(0), z.literal(1)]),
  statu: z.number().int(),
  type: z.number().int(),
  state: z.union([z.literal(0), z.literal(1)]),
  /** For a cashback benefit its rate in hundredths of a percent; for the others their amount, minor units. */
  cashbackAmount: z.number().int(),
  /** What a reward pays: 1 cash, 2 bonus money, 3 coins, 4 diamonds, 5 voucher. */
  bonusType: z.number().int(),
});
export type VipBenefitView = z.infer<typeof vipBenefitView>;

export const vipLevelView = z.object({
  id: levelId,
  /** Yearly points the level needs. */
  score: z.number().int(),
  /** The level's benefits (empty unless extra=1). */
  state: z.array(vipBenefitView),
});
export type VipLevelView = z.infer<typeof vipLevelView>;

export const vipLevelsData = z.array(vipLevelView);

export const vipRoutes = {
  vipPersonalLevel: route({
    ...vipPaths.vipPersonalLevel,
    auth: 'member',
    input: vipPersonalLevelQuery,
    output: vipPersonalLevelData,
    summary: "The member's VIP level and this market year's points, with the next level's points",
  }),
  vipLevels: route({
    ...vipPaths.vipLevels,
    auth: 'optional',
    input: vipLevelsQuery,
    output: vipLevelsData,
    summary: 'The VIP levels 0 to 20 with the yearly points each needs and (extra=1) their benefits; open to guests',
  }),
};
