/**
 * The crash game's /im messages (object `Crash`). Multipliers are integer hundredths (150 = 1.50x),
 * amounts integer minor units, times epoch milliseconds. Members appear only as the label the
 * server gives them (a masked number).
 *
 * Broadcasts go to every watcher of the crash channel (`/im?watch=crash`); they are the hot feed,
 * so they carry as little as the view needs: clients draw the curve from `startTime`, a tick is a
 * sync (about once a second) or a carrier of cash-outs, and only a round's first bets are listed
 * (`count` and `total` cover all). Member events go to one member's sockets only.
 *
 * Written with zod/mini: the web app decodes these in the browser and pays for every byte.
 */
import * as z from 'zod/mini';
import { ImObject } from './names.js';

/** Why a bet was cashed out: by the player, by its auto cash-out, at the max-win point, at 200x, or by recovery. */
export const CASHOUT_REASONS = ['manual', 'auto', 'max_win', 'forced', 'recovery'] as const;
export type CashoutReason = (typeof CASHOUT_REASONS)[number];

const panel = z.union([z.literal(1), z.literal(2)]);
const cashoutReason = z.enum(CASHOUT_REASONS);

/** A cash-out of a listed bet as others see it (the bet's label and panel came with the bet). */
export const cashoutNotice = z.object({ betId: z.string(), multiplier: z.int(), payout: z.int(), reason: cashoutReason });
export type CashoutNotice = z.infer<typeof cashoutNotice>;

/** A bet as others see it. */
export const betNotice = z.object({ betId: z.string(), label: z.string(), panel, stake: z.int() });
export type BetNotice = z.infer<typeof betNotice>;

function crash<const E extends string, S extends z.core.$ZodLooseShape>(event: E, data: S) {
  return z.object({ object: z.literal(ImObject.Crash), event: z.literal(event), data: z.object(data) });
}

/** Betting opens. The game hash must SHA-256 to `commitment` (it is the previous game's hash). */
export const crashStarting = crash('starting', {
  roundId: z.string(),
  commitment: z.string(),
  gameNumber: z.int(),
  bettingClosesAt: z.number(),
  configVersion: z.string(),
  houseEdgeBp: z.int(),
});

/** The flight starts: the multiplier is a pure function of now − startTime. */
export const crashStarted = crash('started', { roundId: z.string(), startTime: z.number() });

/** `sync` only when true (about once a second), `cashouts` only when there are some. */
export const crashTick = crash('tick', {
  roundId: z.string(),
  elapsedMs: z.number(),
  sync: z.optional(z.literal(true)),
  cashouts: z.optional(z.array(cashoutNotice)),
});

/** Bets placed and cancelled since the last such message: apply `placed`, then remove `cancelled`. */
export const crashBets = crash('bets', {
  roundId: z.string(),
  placed: z.array(betNotice),
  cancelled: z.array(z.string()),
  count: z.int(),
  total: z.int(),
});

/**
 * The round ended. With `forced` the curve stopped at 200x, everyone still in was paid 200x and
 * `crashPoint` is the (higher) committed point; those paid at 200x are not listed in `cashouts`.
 */
export const crashCrashed = crash('crashed', {
  roundId: z.string(),
  crashPoint: z.int(),
  gameHash: z.string(),
  forced: z.boolean(),
  elapsedMs: z.number(),
  cashouts: z.array(cashoutNotice),
});

/** To the member: a bet queued while a round was flying was placed in the next round. */
export const crashQueuedBetPlaced = crash('queuedBetPlaced', {
  queueId: z.string(),
  roundId: z.string(),
  betId: z.string(),
  panel,
  stake: z.int(),
  autoCashout: z.nullable(z.int()),
});

/**
 * To the member: a queued bet could not be placed; `code` and `key` as in an envelope, and the
 * values the key's text names (the maximum of a bonus stake, a limit's reset), when it names any.
 */
export const crashQueuedBetRefused = crash('queuedBetRefused', {
  queueId: z.string(),
  panel,
  code: z.int(),
  key: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** To the member: their own bet was cashed out (by them, by its auto cash-out, or at 200x). */
export const crashCashedOut = crash('cashedOut', {
  roundId: z.string(),
  betId: z.string(),
  panel,
  multiplier: z.int(),
  payout: z.int(),
  reason: cashoutReason,
});

export const crashBroadcastMessages = [crashStarting, crashStarted, crashTick, crashBets, crashCrashed] as const;
export const crashMemberMessages = [crashQueuedBetPlaced, crashQueuedBetRefused, crashCashedOut] as const;

/** Every Crash message, keyed on `event`. */
export const crashMessage = z.discriminatedUnion('event', [...crashBroadcastMessages, ...crashMemberMessages]);

export type CrashMessage = z.infer<typeof crashMessage>;
export type CrashBroadcastMessage = z.infer<(typeof crashBroadcastMessages)[number]>;
export type CrashMemberMessage = z.infer<(typeof crashMemberMessages)[number]>;
export type CrashEventName = CrashMessage['event'];
/** The `data` of one Crash event. */
export type CrashData<E extends CrashEventName> = Extract<CrashMessage, { event: E }>['data'];
