/**
 * The facts on the activity stream (DESIGN.md §8) and their payloads. The writer is our own code,
 * but the payload comes back from a JSON column, so a fact is parsed by kind when read: a row that
 * does not parse stops its consumer (logged) rather than being applied half-understood.
 */
import { z } from 'zod';

const amount = z.number().int().nonnegative();
/** A payment intent's id: the offers' claims and the turnover key on it as a uuid. */
const intentId = z.uuid();

function fact<K extends string, P extends z.ZodRawShape>(kind: K, payload: P) {
  return z.object({ kind: z.literal(kind), payload: z.object(payload) });
}

export const activityFact = z.discriminatedUnion('kind', [
  fact('member.registered', { referrerCode: z.string().nullable(), shareChannel: z.string().nullable() }),
  fact('member.signed_in', { method: z.string() }),
  fact('deposit.succeeded', { intentId, amount, provider: z.string() }),
  fact('deposit.failed', { intentId, amount, failureCode: z.string().nullable() }),
  fact('withdrawal.paid', { intentId, amount }),
  // A withdrawal that ended without paying (refused by the provider or by staff): its money came back.
  fact('withdrawal.cancelled', { intentId, amount, failureCode: z.string().nullable() }),
  fact('bet.settled', {
    gameId: z.number().int(),
    betRef: z.string(),
    unit: z.enum(['cash', 'coin', 'diamond']),
    stake: amount,
    payout: amount,
    // payout / stake in hundredths, floored
    multiplier: z.number().int().nonnegative(),
    // the part of the stake paid with bonus money (cash first)
    bonusStake: amount.default(0),
  }),
  fact('self_exclusion.started', { until: z.string() }),
  fact('time_out.started', { until: z.string() }),
  // A deposit or real-money stake refused by one of the player's own limits.
  fact('limit.refused', { limit: z.string() }),
  // Bonus money (modules/bonus-money): granted (active or queued), due to expire within a day, ended.
  fact('bonus.granted', { grantId: z.string(), campaign: z.string(), amount, expiresAt: z.string() }),
  fact('bonus.expiring', { grantId: z.string(), amount, expiresAt: z.string() }),
  fact('bonus.ended', { grantId: z.string(), outcome: z.enum(['completed', 'expired', 'forfeited']), converted: amount }),
  // The VIP level rose (modules/vip): from, to, the market year and its points at the rise.
  fact('vip.level_changed', {
    from: z.number().int().min(0),
    to: z.number().int().min(0),
    year: z.number().int(),
    score: z.number().int().nonnegative(),
  }),
  // An invitee became valid and the inviter's referral was paid (modules/invite); the inviter's fact.
  fact('referral.qualified', { referralId: z.string(), inviteeId: z.string() }),
]);

export type ActivityFact = z.infer<typeof activityFact>;
export type ActivityKind = ActivityFact['kind'];

/** What a writer appends: the fact, whose member, when. */
export type NewActivity = ActivityFact & { memberId: string; at: Date };

/** What a consumer receives: the fact as written plus its place in the stream. */
export type ActivityEvent = NewActivity & { id: string; txId: string };

/** The fact of one kind, for consumers that switch on `kind`. */
export type ActivityOf<K extends ActivityKind> = Extract<ActivityEvent, { kind: K }>;
