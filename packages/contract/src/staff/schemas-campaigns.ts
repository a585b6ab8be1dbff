/**
 * The campaign console's staff API (docs/staff-console.md#campaigns): campaign budget accounts,
 * grants held for a second person, and staff campaign messages. Amounts are integer minor units of
 * the budget's unit; ids are strings (BIGINT); times ISO-8601.
 */
import { z } from 'zod';
import { reasonSchema } from './schemas.js';

const idSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'errors.validation');
/** A campaign's name as its budget account carries it (`budget:<campaign>`). */
export const campaignNameSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,47}$/, 'errors.campaign_name_invalid');
/** The ledger units a budget may hold: cash, coins, diamonds, vouchers (bonus money is paid from cash budgets). */
export const BUDGET_UNITS = ['cash', 'coin', 'diamond', 'voucher'] as const;
export const budgetUnitSchema = z.enum(BUDGET_UNITS);
export type BudgetUnit = z.infer<typeof budgetUnitSchema>;

export const campaignBudgetSchema = z.object({
  campaign: z.string(),
  unit: budgetUnitSchema,
  /** What the budget account holds now. */
  balance: z.number().int(),
  /** Paid out through rewards so far. */
  paid: z.number().int(),
  /** Held for a staff decision (not yet paid). */
  held: z.number().int(),
});
export type CampaignBudget = z.infer<typeof campaignBudgetSchema>;
export const campaignBudgetsOutput = z.object({
  items: z.array(campaignBudgetSchema),
  /** Funding above this (minor units) becomes a four-eyes request. */
  fundFourEyesAbove: z.number().int(),
});

export const fundCampaignInput = z.object({
  campaign: campaignNameSchema,
  unit: budgetUnitSchema,
  amount: z.number().int('errors.validation').min(1, 'errors.validation').max(10_000_000_000, 'errors.validation'),
  reason: reasonSchema,
});
export type FundCampaignInput = z.infer<typeof fundCampaignInput>;
export const fundCampaignOutput = z.object({
  /** `funded` moved the money now; `requested` made a four-eyes request (its id). */
  outcome: z.enum(['funded', 'requested']),
  requestId: z.string().nullable(),
});

export const heldRewardSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  campaign: z.string(),
  source: z.string(),
  bonusType: z.number().int(),
  amount: z.number().int(),
  createdAt: z.string(),
  /** The username of the staff member whose action made the grant (they may not decide it); null for a player's claim. */
  causedBy: z.string().nullable(),
});
export type HeldReward = z.infer<typeof heldRewardSchema>;
export const heldRewardsOutput = z.object({ items: z.array(heldRewardSchema) });
export const decideHeldRewardInput = z.object({ id: idSchema, reason: reasonSchema });
export const decideHeldRewardOutput = z.object({ id: z.string(), status: z.enum(['paid', 'rejected']) });

/** Whom a staff campaign message goes to; eligibility ('marketing') applies on top, member by member. */
export const MESSAGE_AUDIENCES = ['all', 'depositors', 'non_depositors', 'inactive'] as const;
export const messageAudienceSchema = z.enum(MESSAGE_AUDIENCES);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

const messageText = z.object({
  title: z.string().trim().min(1, 'errors.campaign_message_title').max(80, 'errors.campaign_message_title'),
  content: z.string().trim().min(1, 'errors.campaign_message_content').max(1000, 'errors.campaign_message_content'),
});

export const campaignMessageInput = z
  .object({
    texts: z.object({ en: messageText, sw: messageText }),
    /** An in-app route (starts with '/') or ''. */
    url: z
      .string()
      .trim()
      .max(200)
      .regex(/^(\/.*)?$/, 'errors.campaign_message_url'),
    audience: messageAudienceSchema,
    /** For `inactive`: no sign-in for at least this many days. */
    inactiveDays: z.number().int().min(1, 'errors.campaign_inactive_days').max(365, 'errors.campaign_inactive_days').nullable(),
    /** Null sends now; else when the leader job sends it. */
    sendAt: z.string().datetime({ offset: true, message: 'errors.campaign_send_at' }).nullable(),
    reason: reasonSchema,
  })
  .refine((m) => m.audience !== 'inactive' || m.inactiveDays !== null, {
    message: 'errors.campaign_inactive_days',
    path: ['inactiveDays'],
  });
export type CampaignMessageInput = z.infer<typeof campaignMessageInput>;

export const campaignMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  audience: messageAudienceSchema,
  inactiveDays: z.number().int().nullable(),
  sendAt: z.string(),
  status: z.enum(['scheduled', 'sent', 'cancelled']),
  createdBy: z.string(),
  sentAt: z.string().nullable(),
  sent: z.number().int(),
  skipped: z.number().int(),
});
export type CampaignMessage = z.infer<typeof campaignMessageSchema>;
export const campaignMessagesOutput = z.object({ items: z.array(campaignMessageSchema) });
export const cancelCampaignMessageInput = z.object({ id: idSchema, reason: reasonSchema });
