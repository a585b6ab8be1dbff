/**
 * The `invite` setting (docs/product-rules/invites.md): the referral rules (what makes an invitee
 * count, what the inviter is paid, what holds a pay-out for staff) and the cash-giving activity
 * (its window and the published table of what each valid invitee adds). One document per market,
 * kept in the invite module's own table, versioned and audited by the config module's settings.
 */
import { z } from 'zod';
import type { MarketCode } from '../markets.js';

/** Config type numbering the `invite` setting's versions (the brief's number, apart from the others). */
export const INVITE_CONFIG_TYPE = 9161;

/** The seeds: cash giving is claimed within 48 hours in Kenya, 24 hours elsewhere. */
export const CASH_GIVING_CLAIM_HOURS: Readonly<Record<MarketCode, number>> = { zm: 24, ke: 48, ug: 24, gh: 24 };

/** The cash-giving activity's id in the seeds' calls (`/activities/invite?id=1`). */
export const CASH_GIVING_ACT_ID = 1;

const money = z.number().int().min(1).max(100_000_000);
const isoTime = z.iso.datetime({ offset: true });

export const referralRulesSchema = z.object({
  enabled: z.boolean(),
  /** Cash to the inviter once per valid invitee, minor units (the seeds' "Referral bonus 300"). */
  bonusAmount: money,
  /** The invitee's settled real-money stakes at or above `minMultiplier` must reach this (minor units). */
  minStake: z.number().int().min(0).max(100_000_000),
  /** Hundredths: 200 = odds or multiplier 2.0 (reference §7); 0 counts every settled real-money stake. */
  minMultiplier: z.number().int().min(0).max(100_000),
  /** Sign-ups of one inviter's invitees from one address within `burstMinutes` above this hold the pay-out. */
  burstMax: z.number().int().min(1).max(1_000),
  burstMinutes: z.number().int().min(1).max(10_080),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

export const cashGivingSchema = z
  .object({
    enabled: z.boolean(),
    /** The activity's window (null: open-ended). */
    startAt: isoTime.nullable(),
    endAt: isoTime.nullable(),
    /** What the task pays when it is reached, minor units of cash. */
    targetAmount: money,
    /** The packet shown when a task starts: where progress begins. */
    startAmount: z.number().int().min(0).max(100_000_000),
    /**
     * What the 1st, 2nd, ... valid invitee adds (the published table); past its end the last entry
     * repeats. Fixed for a task when it starts, so the remainder never grows.
     */
    increments: z.array(money).min(1).max(20),
  })
  .refine((c) => c.startAmount < c.targetAmount, { message: 'startAmount must be below targetAmount', path: ['startAmount'] });
export type CashGivingSettings = z.infer<typeof cashGivingSchema>;

export const inviteSettingsSchema = z.object({
  referral: referralRulesSchema,
  cashGiving: cashGivingSchema,
});
export type InviteSettings = z.infer<typeof inviteSettingsSchema>;

export const DEFAULT_INVITE_SETTINGS: InviteSettings = {
  referral: {
    enabled: true,
    bonusAmount: 30_000,
    minStake: 100_000,
    minMultiplier: 200,
    burstMax: 3,
    burstMinutes: 60,
  },
  cashGiving: {
    enabled: true,
    startAt: null,
    endAt: null,
    targetAmount: 30_000,
    startAmount: 15_000,
    increments: [10_000, 5_000],
  },
};
