/** The activity service's bonus offers (docs/product-rules/offers.md). Composed into `routes` (routes.ts). */
import * as bonuses from './bonuses.js';
import { apiPaths } from './paths.js';
import { route } from './route-def.js';

export const bonusRoutes = {
  signInBonus: route({
    ...apiPaths.signInBonus,
    auth: 'optional',
    input: bonuses.signInBonusQuery,
    output: bonuses.signInBonusData,
    summary: "The daily sign-in bonus: what it gives and whether the member claimed it in the market's day",
  }),
  signInBonusClaim: route({
    ...apiPaths.signInBonusClaim,
    auth: 'member',
    input: bonuses.signInBonusClaimBody,
    output: bonuses.signInBonusData,
    summary: "Claim today's sign-in bonus (once per market day; refused with the eligibility reason)",
  }),
};
