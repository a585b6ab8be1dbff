/** The VIP benefit claims (docs/product-rules/vip.md#benefits). Composed into `routes` (routes.ts). */
import { vipPaths as paths } from './paths-vip.js';
import { route } from './route-def.js';
import * as b from './vip-benefits.js';

export const vipBenefitRoutes = {
  vipBenefitsMy: route({
    ...paths.vipBenefitsMy,
    auth: 'member',
    input: b.vipBenefitsMyQuery,
    output: b.vipBenefitsMyData,
    summary: "A level's benefits (the member's held level when levelId is absent) with the member's claim status",
  }),
  vipBenefitsStatus: route({
    ...paths.vipBenefitsStatus,
    auth: 'member',
    input: b.vipBenefitsStatusQuery,
    output: b.vipBenefitsStatusData,
    summary: 'The claim status (0 claimable, 1 claimed, -1 not available) of the listed benefit ids',
  }),
  vipBenefitClaim: route({
    ...paths.vipBenefitClaim,
    auth: 'member',
    input: b.vipBenefitClaimBody,
    output: b.vipBenefitClaimData,
    summary:
      "Claim a benefit of the member's held level: the level-up reward once per level, the daily reward once per market day",
  }),
  vipBenefitLogs: route({
    ...paths.vipBenefitLogs,
    auth: 'member',
    input: b.vipBenefitLogsQuery,
    output: b.vipBenefitLogsData,
    summary: "The member's benefit claims, newest first, a page at a time (type, size, maxId)",
  }),
  vipBenefitSettings: route({
    ...paths.vipBenefitSettings,
    auth: 'optional',
    input: b.vipBenefitSettingsQuery,
    output: b.vipBenefitSettingsData,
    summary: "A benefit's configuration and terms in the caller's language; open to guests",
  }),
};
