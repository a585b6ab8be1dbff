/**
 * The registration wheel's settings as a packages/fairness wheel table, so a spin is drawn, hashed
 * and verified exactly as the coin and diamond wheels are (reference §2.3-2.4). A free wheel:
 * cost 0; every segment pays, in the ledger unit of its bonus type.
 */
import type { RegistrationWheelSettings } from '@nyota/contract/staff/registration-wheel-schema';
import type { WheelPrizeKind, WheelTable } from '@nyota/fairness/wheel';

export const REG_WHEEL_GAME = 'registration-wheel';

const KIND: Record<1 | 2 | 3 | 4, Exclude<WheelPrizeKind, 'none'>> = { 1: 'cash', 2: 'trial', 3: 'coin', 4: 'diamond' };

export function regWheelTable(s: Pick<RegistrationWheelSettings, 'segments'>): WheelTable {
  return {
    game: REG_WHEEL_GAME,
    version: 1,
    cost: { kind: 'cash', amount: 0 },
    segments: s.segments.map((seg) => ({
      label: seg.txt,
      prize: { kind: KIND[seg.bonusType], amount: seg.bonusAmount },
      weight: seg.weight,
    })),
  };
}
