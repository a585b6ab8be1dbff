/**
 * Staff routes of invitations (docs/staff-console.md#invitations): the referral pay-outs held for
 * review (approve pays once, reject keeps a note; both audited) and one member's referrals. The
 * rules and budgets are edited as the `invite` setting and on the Budgets page.
 */
import { z } from 'zod';
import { staffRoute } from './route-def.js';
import { memberRefInput } from './players-schemas.js';
import { reasonSchema } from './schemas.js';

export const REFERRAL_STATUSES = ['pending', 'qualified', 'held', 'paid', 'rejected', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a pay-out was held: shared device or payout number, a repeat invitee, a sign-up burst, the budget. */
export const HOLD_REASONS = ['same_device', 'same_number', 'repeat_device', 'repeat_number', 'ip_burst', 'budget'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const referralSchema = z.object({
  id: z.string(),
  inviterId: z.string(),
  inviterMobile: z.string(),
  inviteeId: z.string(),
  inviteeMobile: z.string(),
  channel: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  holdReasons: z.array(z.string()),
  qualifyingStake: z.number().int(),
  deposited: z.boolean(),
  deviceId: z.string().nullable(),
  signupIp: z.string().nullable(),
  depositNumber: z.string().nullable(),
  amount: z.number().int().nullable(),
  registeredAt: z.string(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralListOutput = z.object({ items: z.array(referralSchema) });
const idSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'errors.validation');
export const referralDecideInput = z.object({ id: idSchema, reason: reasonSchema });

export const inviteStaffRoutes = {
  heldReferrals: staffRoute({
    method: 'GET',
    path: '/staff-api/invites/held',
    access: 'campaigns.manage',
    input: z.object({}),
    output: referralListOutput,
    summary: 'Referral pay-outs held for review (suspicious patterns or an empty budget), oldest first.',
  }),
  approveReferral: staffRoute({
    method: 'POST',
    path: '/staff-api/invites/approve',
    access: 'rewards.approve',
    input: referralDecideInput,
    output: referralSchema,
    summary: 'Pay a held referral once through the reward path; audited.',
  }),
  rejectReferral: staffRoute({
    method: 'POST',
    path: '/staff-api/invites/reject',
    access: 'rewards.approve',
    input: referralDecideInput,
    output: referralSchema,
    summary: 'Refuse a held referral with a note; nothing is paid; audited.',
  }),
  playerReferrals: staffRoute({
    method: 'GET',
    path: '/staff-api/players/referrals',
    access: 'players.read',
    input: memberRefInput,
    output: referralListOutput,
    summary: "A member's referrals as inviter and as invitee, newest first (the latest 100).",
  }),
};
