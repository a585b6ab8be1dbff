/**
 * Staff read of M-Pesa pay-bill payments that named no member (docs/product-rules/pay-bill.md):
 * the money is at our paybill, so staff must see every one of them to give it to its owner.
 */
import { z } from 'zod';
import { staffRoute } from './route-def.js';

export const payBillUnmatchedRow = z.object({
  transId: z.string(),
  /** The account number the payer typed. */
  billRef: z.string(),
  /** As Safaricom sent it (masked or hashed in production). */
  msisdn: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  /** A member whose number matched but who could not be credited (no M-Pesa channel), else null. */
  memberId: z.string().nullable(),
  receivedAt: z.string(),
});
export type PayBillUnmatchedRow = z.infer<typeof payBillUnmatchedRow>;

export const payBillStaffRoutes = {
  listUnmatchedPayBill: staffRoute({
    method: 'GET',
    path: '/staff-api/reconciliation/paybill-unmatched',
    access: 'withdrawals.review',
    input: z.object({}),
    output: z.object({ items: z.array(payBillUnmatchedRow) }),
    summary: 'M-Pesa pay-bill payments whose account named no member, newest first (up to 100).',
  }),
} as const;
