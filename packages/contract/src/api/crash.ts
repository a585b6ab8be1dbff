/**
 * The aircraft crash game's calls (issue 4, reference games-and-fairness.md §1). Multipliers are
 * integer hundredths (150 = 1.50x), money integer minor units, times epoch milliseconds. A round's
 * crash point and game hash are served only once it has crashed; its commitment (the previous
 * game's hash) and the chain's terminating hash and salt are public before betting opens.
 * Live rounds travel on /im as object `Crash` (im/crash.ts).
 */
import { z } from 'zod';
import { CASHOUT_REASONS } from '../im/crash.js';
import { amountField } from './payments.js';

const idField = z
  .string({ error: 'errors.crash_bet_not_found' })
  .regex(/^[0-9a-f-]{36}$/, { error: 'errors.crash_bet_not_found' });
const roundIdField = z
  .string({ error: 'errors.crash_round_unknown' })
  .regex(/^[1-9][0-9]{0,17}$/, { error: 'errors.crash_round_unknown' });

export const crashSnapshotQuery = z.object({});

export const crashBetBody = z.object({
  panel: z.enum(['1', '2'], { error: 'errors.crash_panel' }).transform((v) => Number(v)),
  stake: amountField,
  /** Hundredths 101–20000, or empty for none. */
  autoCashout: z
    .string({ error: 'errors.crash_auto_cashout_range' })
    .regex(/^([0-9]{3,5})?$/, { error: 'errors.crash_auto_cashout_range' })
    .optional()
    .transform((v) => (v ? Number(v) : null)),
});
export type CrashBetBody = z.output<typeof crashBetBody>;

/** Either a placed bet (betId) or a queued one (queueId). */
export const crashCancelBody = z.object({ betId: idField.optional(), queueId: idField.optional() });
export const crashCashOutBody = z.object({ betId: idField });
export const crashRoundQuery = z.object({ roundId: roundIdField });

const cashoutReason = z.enum(CASHOUT_REASONS);

export const crashMemberBetSchema = z.object({
  betId: z.string(),
  roundId: z.string(),
  panel: z.union([z.literal(1), z.literal(2)]),
  stake: z.number().int(),
  autoCashout: z.number().int().nullable(),
  /** Where the bet stops by itself: auto cash-out, max-win point or 200x. */
  target: z.number().int(),
  status: z.enum(['pending', 'open', 'cashed', 'lost', 'refunded', 'cancelled', 'void']),
  cashout: z.object({ multiplier: z.number().int(), payout: z.number().int(), at: z.number(), reason: cashoutReason }).nullable(),
});
export type CrashMemberBet = z.infer<typeof crashMemberBetSchema>;

export const crashQueuedBetSchema = z.object({
  queueId: z.string(),
  panel: z.union([z.literal(1), z.literal(2)]),
  stake: z.number().int(),
  autoCashout: z.number().int().nullable(),
});
export type CrashQueuedBet = z.infer<typeof crashQueuedBetSchema>;

export const crashPublicBetSchema = z.object({
  betId: z.string(),
  label: z.string(),
  panel: z.union([z.literal(1), z.literal(2)]),
  stake: z.number().int(),
  cashout: z.object({ multiplier: z.number().int(), payout: z.number().int() }).nullable(),
});
export type CrashPublicBet = z.infer<typeof crashPublicBetSchema>;

export const crashLimitsSchema = z.object({
  configVersion: z.string(),
  houseEdgeBp: z.number().int(),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  maxWin: z.number().int(),
  roundLiabilityCap: z.number().int(),
  maxMultiplier: z.number().int(),
});
export type CrashLimits = z.infer<typeof crashLimitsSchema>;

export const crashSnapshotData = z.object({
  serverTime: z.number(),
  round: z
    .object({
      roundId: z.string(),
      gameNumber: z.number().int(),
      phase: z.enum(['betting', 'running', 'crashed']),
      commitment: z.string(),
      bettingClosesAt: z.number(),
      startTime: z.number().nullable(),
      elapsedMs: z.number().nullable(),
      crashPoint: z.number().int().nullable(),
      gameHash: z.string().nullable(),
      forced: z.boolean().nullable(),
    })
    .nullable(),
  limits: crashLimitsSchema.nullable(),
  /** The round's first bets, shown one by one; betCount and betTotal (minor units) cover all of them. */
  bets: z.array(crashPublicBetSchema),
  betCount: z.number().int(),
  betTotal: z.number().int(),
  mine: z.array(crashMemberBetSchema),
  queued: z.array(crashQueuedBetSchema),
  history: z.array(z.object({ roundId: z.string(), crashPoint: z.number().int(), forced: z.boolean() })),
});
export type CrashSnapshot = z.infer<typeof crashSnapshotData>;

export const crashBetData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('placed'), bet: crashMemberBetSchema }),
  z.object({ kind: z.literal('queued'), queued: crashQueuedBetSchema }),
]);
export type CrashBetData = z.infer<typeof crashBetData>;

export const crashCancelData = z.object({ cancelled: z.boolean(), bet: crashMemberBetSchema.nullable() });

export const crashCashOutData = z.object({
  betId: z.string(),
  roundId: z.string(),
  multiplier: z.number().int(),
  payout: z.number().int(),
  cashedOutAt: z.number(),
  reason: cashoutReason,
  /** True when this repeats an earlier, already settled cash-out. */
  replayed: z.boolean(),
});
export type CrashCashOutData = z.infer<typeof crashCashOutData>;

export const crashFairnessData = z.object({
  roundId: z.string(),
  chainId: z.number().int(),
  gameNumber: z.number().int(),
  commitment: z.string(),
  terminatingHash: z.string(),
  salt: z.string(),
  chainLength: z.number().int(),
  houseEdgeBp: z.number().int(),
  configVersion: z.string(),
  ended: z.boolean(),
  gameHash: z.string().nullable(),
  crashPoint: z.number().int().nullable(),
  forced: z.boolean().nullable(),
  resolution: z.enum(['played', 'recovered']).nullable(),
  /** The chain's HMAC message: 1 = the game hash as hex text (first chains), 2 = its 32 bytes. */
  hmacScheme: z.number().int(),
  saltKind: z.enum(['public', 'development']),
  /** The named public value the salt is (public salts only). */
  saltSource: z.string().nullable(),
});
export type CrashFairness = z.infer<typeof crashFairnessData>;

export const crashMyBetsData = z.object({
  list: z.array(
    crashMemberBetSchema.extend({
      /** Epoch milliseconds, as `cashout.at`. */
      placedAt: z.number(),
      cashoutAt: z.number().nullable(),
      payout: z.number().int().nullable(),
      /** The member's cash balance before the stake and after its latest movement (null until the stake is taken). */
      balanceBefore: z.number().int().nullable(),
      balanceAfter: z.number().int().nullable(),
      configVersion: z.string(),
      round: z.object({
        gameNumber: z.number().int(),
        commitment: z.string(),
        crashPoint: z.number().int().nullable(),
        gameHash: z.string().nullable(),
        houseEdgeBp: z.number().int(),
        /** Epoch milliseconds; null before the round flies or ends. */
        startedAt: z.number().nullable(),
        endedAt: z.number().nullable(),
        forced: z.boolean(),
      }),
    }),
  ),
});
export type CrashMyBets = z.infer<typeof crashMyBetsData>;

/** The chain in play, for the fairness page (its terminating hash was published before its salt existed). */
export const crashChainData = z
  .object({
    chainId: z.number().int(),
    terminatingHash: z.string(),
    salt: z.string(),
    chainLength: z.number().int(),
    houseEdgeBp: z.number().int(),
    configVersion: z.string(),
    hmacScheme: z.number().int(),
    saltKind: z.enum(['public', 'development']),
  })
  .nullable();
export type CrashChain = z.infer<typeof crashChainData>;
