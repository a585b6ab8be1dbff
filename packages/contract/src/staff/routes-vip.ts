/** The staff API of the VIP club: a player's VIP standing and history (the player page's panel). */
import { memberRefInput } from './players-schemas.js';
import { playerVipSchema } from './player-vip-schemas.js';
import { staffRoute } from './route-def.js';

export const vipStaffRoutes = {
  playerVip: staffRoute({
    method: 'GET',
    path: '/staff-api/players/vip',
    access: 'players.read',
    input: memberRefInput,
    output: playerVipSchema,
    summary:
      "A player's VIP level, this year's points and the next threshold, level changes, benefit claims, cashback claims and trial-fund weeks.",
  }),
};
