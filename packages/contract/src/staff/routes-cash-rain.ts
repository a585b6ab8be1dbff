/** Staff routes of cash rain (docs/staff-console.md#cash-rain); rounds are scheduled as the `cash_rain` setting. */
import { staffRoute } from './route-def.js';
import * as s from './schemas-cash-rain.js';
import { emptyInput } from './schemas.js';

export const cashRainStaffRoutes = {
  cashRainRounds: staffRoute({
    method: 'GET',
    path: '/staff-api/cash-rain/rounds',
    access: 'campaigns.manage',
    input: emptyInput,
    output: s.cashRainRoundsOutput,
    summary: 'Cash-rain rounds, newest first, with pot, packets claimed and paid, commitment and (once ended) seed.',
  }),
  cashRainRound: staffRoute({
    method: 'GET',
    path: '/staff-api/cash-rain/round',
    access: 'campaigns.manage',
    input: s.cashRainRoundInput,
    output: s.cashRainRoundOutput,
    summary: "One cash-rain round's tier table and every packet, with who claimed it and when.",
  }),
};
