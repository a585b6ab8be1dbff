import { z } from 'zod';
import { minorSchema } from '../money/minor-schema.js';

/** The logged-in member's balances: cash in minor units of the market currency, the rest as counts. */
export const memberBalanceData = z.object({
  money: minorSchema(),
  trial: z.number().int(),
  coin: z.number().int(),
  diamond: z.number().int(),
  voucher: z.number().int(),
});
export type MemberBalance = z.infer<typeof memberBalanceData>;
