/** Staff routes of giveaways (docs/staff-console.md#giveaways); rounds are edited as the `giveaway` setting. */
import { staffRoute } from './route-def.js';
import * as s from './schemas-giveaway.js';

export const giveawayStaffRoutes = {
  giveawayOverview: staffRoute({
    method: 'GET',
    path: '/staff-api/giveaways',
    access: 'campaigns.manage',
    input: s.giveawayOverviewInput,
    output: s.giveawayOverviewOutput,
    summary: 'Giveaway rounds with budget, funding and claims, and the latest claims (of one round when asked).',
  }),
};
