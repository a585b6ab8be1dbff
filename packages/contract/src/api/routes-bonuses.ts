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
  myBonuses: route({
    ...apiPaths.myBonuses,
    auth: 'member',
    input: bonuses.myBonusesQuery,
    output: bonuses.myBonusesData,
    summary: "The member's bonus money: every grant with its terms, wagering progress and state",
  }),
  forfeitBonus: route({
    ...apiPaths.forfeitBonus,
    auth: 'member',
    input: bonuses.forfeitBonusBody,
    output: bonuses.myBonusesData,
    summary: 'Give up the active bonus: its balance goes back, own cash is untouched',
  }),
  sevenDayBonus: route({
    ...apiPaths.sevenDayBonus,
    auth: 'optional',
    input: bonuses.sevenDayBonusQuery,
    output: bonuses.sevenDayBonusData,
    summary:
      "The 7-day bonus: each day's reward and status (-2 locked, 0 claimable, 1 claimed); a member's first read starts their seven days",
  }),
  sevenDayClaimAll: route({
    ...apiPaths.sevenDayClaimAll,
    auth: 'member',
    input: bonuses.sevenDayClaimAllBody,
    output: bonuses.sevenDayBonusData,
    summary: 'Claim every claimable day of the 7-day bonus (each day pays once; refused with the eligibility reason)',
  }),
  bonusTerms: route({
    ...apiPaths.bonusTerms,
    auth: 'none',
    input: bonuses.bonusTermsQuery,
    output: bonuses.bonusTermsData,
    summary: "The bonus terms page (links/6): the rules bonus money follows and each offer's terms, as the code applies them",
  }),
};
