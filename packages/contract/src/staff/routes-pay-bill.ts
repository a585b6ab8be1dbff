/**
 * Staff work on M-Pesa pay-bill payments that named no member (docs/product-rules/pay-bill.md#staff-resolution):
 * the money is at our paybill, so staff see every one of them and give each to its owner (credit
 * to a member, through four eyes above the threshold) or record that it went back to the payer.
 */
import { z } from 'zod';
import { staffRoute } from './route-def.js';

export const PAYBILL_STATUSES = ['unmatched', 'pending', 'credited', 'returned'] as const;
export type PayBillStatus = (typeof PAYBILL_STATUSES)[number];

export const payBillUnmatchedRow = z.object({
  transId: z.string(),
  /** The account number the payer typed. */
  billRef: z.string(),
  /** As Safaricom sent it (masked or hashed in production). */
  msisdn: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  /**
   * Unmatched: a member whose number matched but who could not be credited (no M-Pesa channel),
   * else null. Pending or credited: the member it goes (went) to.
   */
  memberId: z.string().nullable(),
  receivedAt: z.string(),
  status: z.enum(PAYBILL_STATUSES),
  /** The staff member who resolved it (or asked for the credit, while pending). */
  resolvedBy: z.string().nullable(),
  /** The second person who approved a credit above the threshold. */
  approvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** The four-eyes request of a credit above the threshold. */
  fourEyesRequestId: z.string().nullable(),
});
export type PayBillUnmatchedRow = z.infer<typeof payBillUnmatchedRow>;

export const payBillListInput = z.object({
  /** open: unmatched and pending approval (newest first); resolved: credited or returned by staff (latest first). */
  status: z.enum(['open', 'resolved']).default('open'),
});

export const payBillListOutput = z.object({
  items: z.array(payBillUnmatchedRow),
  /** The market's currency symbol, for showing amounts. */
  currencySymbol: z.string(),
  /** Credits above this (minor units) need a second person. */
  fourEyesThreshold: z.number().int(),
});
export type PayBillListOutput = z.infer<typeof payBillListOutput>;

/** A TransID as Safaricom writes them: 10 upper-case letters and digits (room left for other lengths). */
const transId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/, 'errors.paybill_not_found');
const reason = z.string().trim().min(1, 'errors.paybill_reason_required').max(500, 'errors.text_too_long');

export const payBillResolveInput = z.discriminatedUnion('resolution', [
  z.object({
    resolution: z.literal('credit'),
    transId,
    /** The member: their phone number in any usual form of the market… */
    mobile: z.string().trim().max(20).optional(),
    /** …or their member id, as the player pages show it. Exactly one of the two. */
    memberId: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,17}$/, 'errors.paybill_member_unknown')
      .optional(),
    reason,
  }),
  z.object({ resolution: z.literal('returned'), transId, reason }),
]);
export type PayBillResolveInput = z.infer<typeof payBillResolveInput>;

export const payBillResolveOutput = z.object({
  /** credited: in the member's cash now; pending: a four-eyes request waits; returned: closed. */
  outcome: z.enum(['credited', 'pending', 'returned']),
  item: payBillUnmatchedRow,
  /** The deposit intent of a credit. */
  intentId: z.string().nullable(),
});
export type PayBillResolveOutput = z.infer<typeof payBillResolveOutput>;

export const payBillStaffRoutes = {
  listUnmatchedPayBill: staffRoute({
    method: 'GET',
    path: '/staff-api/reconciliation/paybill-unmatched',
    access: 'withdrawals.review',
    input: payBillListInput,
    output: payBillListOutput,
    summary: 'M-Pesa pay-bill payments whose account named no member: open ones or those staff resolved (up to 100).',
  }),
  resolvePayBill: staffRoute({
    method: 'POST',
    path: '/staff-api/reconciliation/paybill-unmatched/resolve',
    access: 'withdrawals.approve',
    input: payBillResolveInput,
    output: payBillResolveOutput,
    summary:
      'Resolve an unmatched pay-bill payment: credit it to a member (four eyes above the threshold) or record it returned to the payer.',
  }),
} as const;
