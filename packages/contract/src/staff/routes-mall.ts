/** Staff routes of the mall (docs/staff-console.md#mall); items and rates are edited as the `mall` setting. */
import { staffRoute } from './route-def.js';
import { memberRefInput } from './players-schemas.js';
import * as s from './schemas-mall.js';
import { emptyInput } from './schemas.js';

export const mallStaffRoutes = {
  mallOverview: staffRoute({
    method: 'GET',
    path: '/staff-api/mall',
    access: 'campaigns.manage',
    input: emptyInput,
    output: s.mallOverviewOutput,
    summary: 'Mall items with stock sold, raffles with their commitments and draws, and the exchange rates.',
  }),
  playerMall: staffRoute({
    method: 'GET',
    path: '/staff-api/players/mall',
    access: 'players.read',
    input: memberRefInput,
    output: s.playerMallOutput,
    summary: "A player's mall redemptions and exchanges, newest first (the latest 100 of each).",
  }),
};
