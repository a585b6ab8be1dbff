/** Inputs and answers of the staff players API (docs/staff-console.md#players). */
import { z } from 'zod';
import { minorSchema } from '../money/minor-schema.js';
import { reasonSchema } from './schemas.js';

const memberIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,18}$/, 'errors.validation');
const text = (max: number) => z.string().trim().min(1, 'errors.validation').max(max, 'errors.validation');
const page = z.coerce.number().int().min(0).max(10_000).default(0);

export const PLAYER_SEARCH_BY = ['phone', 'member', 'payment', 'device'] as const;
export type PlayerSearchBy = (typeof PLAYER_SEARCH_BY)[number];
export const playerSearchInput = z.object({ by: z.enum(PLAYER_SEARCH_BY), q: text(64) });

export const playerHitSchema = z.object({
  memberId: z.string(),
  mobile: z.string(),
  createdAt: z.string(),
  locked: z.boolean(),
});
export type PlayerHit = z.infer<typeof playerHitSchema>;
export const playerSearchOutput = z.object({ items: z.array(playerHitSchema) });

export const memberRefInput = z.object({ memberId: memberIdSchema });

export const BALANCE_KINDS = ['cash', 'trial', 'coin', 'diamond', 'voucher'] as const;
export const balanceKindSchema = z.enum(BALANCE_KINDS);
export type BalanceKind = z.infer<typeof balanceKindSchema>;

const staffMark = z.object({ id: z.string(), text: z.string(), by: z.string(), at: z.string() });
export type PlayerMark = z.infer<typeof staffMark>;
const concernMark = staffMark.extend({
  /** Who cleared the concern, when and why; null while it is open. */
  cleared: z.object({ by: z.string(), at: z.string(), note: z.string() }).nullable(),
});
export type PlayerConcern = z.infer<typeof concernMark>;

export const playerOverviewSchema = z.object({
  memberId: z.string(),
  mobile: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  language: z.string(),
  balances: z.record(balanceKindSchema, minorSchema()),
  lock: z.object({ reason: z.string(), by: z.string(), at: z.string() }).nullable(),
  selfExclusion: z.object({ period: z.string(), startsAt: z.string(), endsAt: z.string() }).nullable(),
  /** Responsible-gambling concerns marked by staff, newest first. */
  concerns: z.array(concernMark),
  notes: z.array(staffMark),
  sessions: z.array(
    z.object({
      id: z.string(),
      deviceId: z.string(),
      ip: z.string(),
      userAgent: z.string(),
      createdAt: z.string(),
      endedAt: z.string().nullable(),
      endReason: z.string().nullable(),
    }),
  ),
  /** `status` is the AppealStatus number (1 reviewing, 2 rejected, 9 closed); the console names it. */
  appeals: z.array(z.object({ id: z.string(), intentId: z.string(), status: z.number().int(), createdAt: z.string() })),
});
export type PlayerOverview = z.infer<typeof playerOverviewSchema>;

export const playerLedgerInput = z.object({
  memberId: memberIdSchema,
  kind: balanceKindSchema.default('cash'),
  /** Entries older than this entry id (the next page). */
  beforeId: memberIdSchema.optional(),
});
export const ledgerLineSchema = z.object({
  id: z.string(),
  kind: z.string(),
  amount: minorSchema(),
  balanceAfter: minorSchema(),
  at: z.string(),
});
export const playerLedgerOutput = z.object({ items: z.array(ledgerLineSchema) });

export const playerPageInput = z.object({ memberId: memberIdSchema, page });
export const paymentLineSchema = z.object({
  id: z.string(),
  direction: z.string(),
  status: z.string(),
  amount: minorSchema(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  msisdn: z.string(),
  createdAt: z.string(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;
export const playerPaymentsOutput = z.object({ items: z.array(paymentLineSchema), more: z.boolean() });

export const betLineSchema = z.object({
  id: z.string(),
  game: z.string(),
  stake: minorSchema(),
  payout: minorSchema(),
  status: z.string(),
  roundId: z.string().nullable(),
  /** The public fairness verifier's address for the round, when the game has one. */
  verifyUrl: z.string().nullable(),
  at: z.string(),
});
export type BetLine = z.infer<typeof betLineSchema>;
export const playerBetsOutput = z.object({ items: z.array(betLineSchema), more: z.boolean() });

export const playerActionInput = z.object({ memberId: memberIdSchema, reason: reasonSchema });
export const playerNoteInput = z.object({ memberId: memberIdSchema, text: text(2000) });
export const clearConcernInput = playerNoteInput.extend({ flagId: memberIdSchema });
export const playerActionOutput = z.object({ done: z.boolean() });

export const adjustmentInput = z.object({
  memberId: memberIdSchema,
  direction: z.enum(['credit', 'debit']),
  /** Positive minor units. */
  amount: minorSchema().refine((n) => n > 0, 'errors.invalid_amount'),
  reason: reasonSchema,
});
export type AdjustmentInput = z.output<typeof adjustmentInput>;
