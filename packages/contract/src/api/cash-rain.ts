/**
 * Cash rain (docs/product-rules/cash-rain.md): the seeds' config (title, durations with begin, end,
 * status, id, beginCountdown; memberStatus), a round's draw status and the one grab (award: giftType,
 * giftAmount, cashAmount), plus each round's commitment and, once ended, its seed and claimed
 * packets so anyone can recompute them (@nyota/fairness cash-rain.ts). Amounts are minor units,
 * times ISO-8601, countdowns milliseconds. Composed into `routes` (routes.ts).
 */
import { z } from 'zod';
import { cashRainPaths as paths } from './cash-rain-paths.js';
import { route } from './route-def.js';

/** The seeds' cash rain status: 1 on time (play now), 2 waiting, 3 finished for the day, -1 a round ended. */
export const CashRainStatus = { ON_TIME: 1, WAITING: 2, FINISHED: 3, ENDED: -1 } as const;
/**
 * memberStatus: 0 may join (a member with a successful deposit); 1 must deposit first (the seeds'
 * "Please make a deposit before you join the Raining Money"); 2 held back by responsible-gambling
 * eligibility (time-out, exclusion, a staff concern); 3 a guest (sign in first).
 */
export const CashRainMemberStatus = { OK: 0, DEPOSIT_FIRST: 1, RESTRICTED: 2, GUEST: 3 } as const;
/** giftType 1 is cash (the bonus entry's type 1); a grab pays cash with no wagering. */
export const CASH_RAIN_GIFT_CASH = 1;

const statusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(-1)]);
const roundStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(-1)]);

export const cashRainTierView = z.object({ amount: z.number().int(), count: z.number().int() });

export const cashRainDuration = z.object({
  id: z.number().int(),
  begin: z.string(),
  end: z.string(),
  status: roundStatusSchema,
  /** Milliseconds until the round begins; 0 once it has. */
  beginCountdown: z.number().int(),
  /** SHA-256 (hex) of the round's seed, published before the round begins. */
  seedHash: z.string(),
  pot: z.number().int(),
  packets: z.number().int(),
});
export type CashRainDuration = z.infer<typeof cashRainDuration>;

export const cashRainCfgQuery = z.object({});
export const cashRainCfgData = z.object({
  title: z.string(),
  /** 1 a round is on time, 2 the next round today is ahead, 3 none left today. */
  status: statusSchema,
  /** Today's rounds (market day), and the next one when today's are over. */
  durations: z.array(cashRainDuration),
  memberStatus: z.number().int(),
  /** The published table every round of the list is cut by (each round carries its own in draw-status). */
  tiers: z.array(cashRainTierView),
  serverTime: z.string(),
});
export type CashRainCfg = z.infer<typeof cashRainCfgData>;

export const cashRainAward = z.object({
  giftType: z.number().int(),
  giftAmount: z.number().int(),
  cashAmount: z.number().int(),
  /** The packet's place in the round's shuffled list (0-based), for the verifier. */
  place: z.number().int(),
});
export type CashRainAward = z.infer<typeof cashRainAward>;

export const cashRainClaimView = z.object({
  place: z.number().int(),
  amount: z.number().int(),
  mine: z.boolean(),
});

const idText = z
  .string({ error: 'errors.validation' })
  .regex(/^[1-9][0-9]{0,11}$/, { error: 'errors.validation' })
  .transform(Number);
const idField = z.union([z.number().int().min(1).max(999_999_999_999), idText], { error: 'errors.validation' });

export const cashRainDrawStatusQuery = z.object({ id: idText });
export const cashRainDrawStatusData = z.object({
  id: z.number().int(),
  title: z.string(),
  status: roundStatusSchema,
  begin: z.string(),
  end: z.string(),
  beginCountdown: z.number().int(),
  /** Milliseconds until the round ends; 0 once it has. */
  endCountdown: z.number().int(),
  seedHash: z.string(),
  /** Revealed when the round ends; null before. */
  seed: z.string().nullable(),
  pot: z.number().int(),
  packets: z.number().int(),
  claimed: z.number().int(),
  paid: z.number().int(),
  tiers: z.array(cashRainTierView),
  /** The member's award in this round, if any. */
  award: cashRainAward.nullable(),
  /** Every claimed packet, once the round has ended (empty before). */
  claims: z.array(cashRainClaimView),
});
export type CashRainDrawStatus = z.infer<typeof cashRainDrawStatusData>;

export const cashRainGiftsBody = z.object({ id: idField });
export const cashRainMemberStatusQuery = z.object({});
export const cashRainMemberStatusData = z.object({ memberStatus: z.number().int() });

export const cashRainRoutes = {
  cashRainCfg: route({
    ...paths.cashRainCfg,
    auth: 'optional',
    input: cashRainCfgQuery,
    output: cashRainCfgData,
    summary: "Cash rain's title, today's rounds (status, countdown, seed hash) and the member's status",
  }),
  cashRainDrawStatus: route({
    ...paths.cashRainDrawStatus,
    auth: 'optional',
    input: cashRainDrawStatusQuery,
    output: cashRainDrawStatusData,
    summary: "One round: its commitment, packets claimed, the member's award, and once ended its seed and claims",
  }),
  cashRainGifts: route({
    ...paths.cashRainGifts,
    auth: 'member',
    input: cashRainGiftsBody,
    output: cashRainAward,
    summary: 'The one grab of a round: takes the next unclaimed packet and pays it (once per member and round)',
  }),
  cashRainMemberStatus: route({
    ...paths.cashRainMemberStatus,
    auth: 'optional',
    input: cashRainMemberStatusQuery,
    output: cashRainMemberStatusData,
    summary: 'Whether the member may join cash rain: 0 yes, 1 deposit first, 2 restricted, 3 guest',
  }),
};
