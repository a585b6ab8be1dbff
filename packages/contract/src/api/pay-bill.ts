/**
 * GET /activity-service/bonuses/pay-bill-deposit (docs/product-rules/pay-bill.md): what the Deposit
 * screen's PayBill tab shows. The seeds name the call (GET only) but not its answer; this one holds
 * the seeds' pay-bill code, steps and range table (deposit range, extra cash, special bonus percent).
 */
import { z } from 'zod';
import { apiPaths } from './paths.js';
import { route } from './route-def.js';

export const payBillDepositQuery = z.object({});

export const payBillRangeView = z.object({
  /** Minor units, inclusive. */
  min: z.number().int(),
  max: z.number().int(),
  /** Extra cash, minor units. */
  extraCash: z.number().int(),
  /** Special bonus percent of the deposit. */
  bonusPercent: z.number().int(),
});

export const payBillDepositData = z.object({
  /** False where the market has no M-Pesa paybill or the campaign is off: the tab is hidden. */
  enable: z.boolean(),
  payBillCode: z.string(),
  currency: z.string(),
  /** In the caller's language, the paybill number filled in. */
  steps: z.array(z.string()),
  ranges: z.array(payBillRangeView),
});
export type PayBillDepositData = z.infer<typeof payBillDepositData>;

export const payBillRoutes = {
  payBillDeposit: route({
    ...apiPaths.payBillDeposit,
    auth: 'optional',
    input: payBillDepositQuery,
    output: payBillDepositData,
    summary: 'The M-Pesa pay-bill deposit: paybill number, steps, and the extra cash and bonus percent per deposit range',
  }),
};
