/** Staff views of cash rain (docs/staff-console.md#cash-rain): the rounds, and one round's packets and claims. */
import { z } from 'zod';

const idText = z.string().regex(/^[1-9][0-9]{0,11}$/, 'errors.validation');

export const cashRainStaffRound = z.object({
  id: z.number().int(),
  key: z.string(),
  begin: z.string(),
  end: z.string(),
  pot: z.number().int(),
  packets: z.number().int(),
  claimed: z.number().int(),
  paid: z.number().int(),
  seedHash: z.string(),
  /** Staff see the seed only once the round has ended, as players do. */
  seed: z.string().nullable(),
});
export type CashRainStaffRound = z.infer<typeof cashRainStaffRound>;

export const cashRainRoundsOutput = z.object({ rounds: z.array(cashRainStaffRound) });
export const cashRainRoundInput = z.object({ id: idText });
export const cashRainStaffPacket = z.object({
  place: z.number().int(),
  amount: z.number().int(),
  memberId: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export const cashRainRoundOutput = z.object({
  round: cashRainStaffRound,
  tiers: z.array(z.object({ amount: z.number().int(), count: z.number().int() })),
  packets: z.array(cashRainStaffPacket),
});
