/**
 * Withdraw/Rejected: staff refused one of the member's held withdrawals (docs/staff-console.md#withdrawal-review).
 * Sent once, after the refusal and its refund commit; the amount is back in the cash balance (a
 * CashAccount/Change follows from the refund) and the reason is also in the player's records.
 */
import * as z from 'zod/mini';
import { ImEvent, ImObject } from './names.js';

/** The withdrawal's order number, its amount (minor units) and the staff's reason, as written. */
export const withdrawRejectedData = z.object({ no: z.string(), amount: z.int(), reason: z.string() });
export type WithdrawRejected = z.infer<typeof withdrawRejectedData>;

export const withdrawRejected = z.object({
  object: z.literal(ImObject.Withdraw),
  event: z.literal(ImEvent.Rejected),
  data: withdrawRejectedData,
});
