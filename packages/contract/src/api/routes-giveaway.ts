/** Giveaways (docs/product-rules/giveaways.md). Composed into `routes` (routes.ts). */
import * as g from './giveaway.js';
import { giveawayPaths as paths } from './paths-giveaway.js';
import { route } from './route-def.js';

export const giveawayRoutes = {
  giveawayBasic: route({
    ...paths.giveawayBasic,
    auth: 'optional',
    input: g.giveawayBasicQuery,
    output: g.giveawayBasicData,
    summary: "A giveaway round (the running one without id): the caller's presents, the others, all, and status 1-4",
  }),
  giveawayGifts: route({
    ...paths.giveawayGifts,
    auth: 'member',
    input: g.giveawayGiftsBody,
    output: g.giveawayGiftsData,
    summary: "Claim one present (id) once; mobile must be the member's own number",
  }),
  giveawayRegister: route({
    ...paths.giveawayRegister,
    auth: 'none',
    input: g.giveawayRegisterBody,
    output: g.giveawayRegisterData,
    summary: "A guest signs up (sign-up's checks, OTP included) and claims the present (id) in one step",
  }),
  giveawayAutoGifts: route({
    ...paths.giveawayAutoGifts,
    auth: 'member',
    input: g.giveawayAutoGiftsQuery,
    output: g.giveawayAutoGiftsData,
    summary: 'Presents given automatically to the member (granting those now due first), newest first',
  }),
};
