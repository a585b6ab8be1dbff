/**
 * TrialAccount: the member's bonus money (docs/product-rules/bonus-money.md). `Change` carries the
 * trial balance after any committed transfer (a stake or a win from bonus money, a grant becoming
 * active, a completion, expiry or forfeit); `Progress` says what happened to a grant (granted,
 * wagering counted, completed, expired, forfeited) with the active grant's progress after it, so a
 * change that moves no money (a queued grant, a bet counted toward wagering) is pushed too.
 * Written with zod/mini (decoded in the browser).
 */
import * as z from 'zod/mini';
import { ImEvent, ImObject } from './names.js';

export const TRIAL_PROGRESS_REASONS = ['granted', 'wagered', 'completed', 'expired', 'forfeited'] as const;
export type TrialProgressReason = (typeof TRIAL_PROGRESS_REASONS)[number];

export const trialProgressData = z.object({
  reason: z.enum(TRIAL_PROGRESS_REASONS),
  /** The grant this is about. */
  grantId: z.string(),
  /** The trial balance now, minor units. */
  trial: z.int(),
  /** The grant being wagered now (after this change), or null when none is. */
  active: z.nullable(z.object({ id: z.string(), wagered: z.int(), wageringRequired: z.int(), expiresAt: z.string() })),
});
export type TrialProgress = z.infer<typeof trialProgressData>;

/** TrialAccount/Progress: after every committed change of one of the member's bonus grants. */
export const trialAccountProgress = z.object({
  object: z.literal(ImObject.TrialAccount),
  event: z.literal(ImEvent.Progress),
  data: trialProgressData,
});
