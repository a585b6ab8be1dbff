/** The API's safer-play routes: a player's own limits. Composed into `routes` (routes.ts). */
import { apiPaths } from './paths.js';
import { route } from './route-def.js';
import * as saferPlay from './safer-play.js';

export const saferPlayRoutes = {
  saferPlayLimits: route({
    ...apiPaths.saferPlayLimits,
    auth: 'member',
    input: saferPlay.saferPlayQuery,
    output: saferPlay.saferPlayData,
    summary: "The member's limits, pending raises and the market helpline",
  }),
  saferPlaySetLimit: route({
    ...apiPaths.saferPlaySetLimit,
    auth: 'member',
    input: saferPlay.setLimitBody,
    output: saferPlay.saferPlayData,
    summary: 'Set, lower, raise or remove one limit (a raise or removal waits 24 hours)',
  }),
};
