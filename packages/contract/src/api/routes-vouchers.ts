/** Vouchers and promotions (docs/product-rules/vouchers-and-promotions.md). Composed into `routes` (routes.ts). */
import { voucherPaths as paths } from './paths-vouchers.js';
import * as p from './promotions.js';
import { route } from './route-def.js';
import * as v from './vouchers.js';

export const voucherRoutes = {
  vouchersValid: route({
    ...paths.vouchersValid,
    auth: 'member',
    input: v.validVouchersQuery,
    output: v.validVouchersData,
    summary: "The member's vouchers with copies left and not expired, soonest expiry first, and the voucher balance",
  }),
  vouchersUsed: route({
    ...paths.vouchersUsed,
    auth: 'member',
    input: v.voucherPageQuery,
    output: v.voucherPageData,
    summary: 'Voucher copies the member used, newest first, a page at a time (size, maxId)',
  }),
  vouchersExpired: route({
    ...paths.vouchersExpired,
    auth: 'member',
    input: v.voucherPageQuery,
    output: v.voucherPageData,
    summary: 'Vouchers that expired with copies unused, newest first, a page at a time (size, maxId)',
  }),
  voucherUse: route({
    ...paths.voucherUse,
    auth: 'member',
    input: v.useVoucherBody,
    output: v.useVoucherData,
    summary: 'Use one copy of a voucher: with a qualifying deposit when it has a minimum; pays its value as cash, once',
  }),
  promotions: route({
    ...paths.promotions,
    auth: 'optional',
    input: p.promotionsQuery,
    output: p.promotionsData,
    summary: 'The promotions running now, in the reader’s language',
  }),
  promotionInfo: route({
    ...paths.promotionInfo,
    auth: 'optional',
    input: p.promotionInfoQuery,
    output: p.promotionView,
    summary: 'One running promotion with its texts, image and terms',
  }),
  promotionClaim: route({
    ...paths.promotionClaim,
    auth: 'member',
    input: p.promotionClaimBody,
    output: p.promotionView,
    summary: "Claim a voucher promotion's voucher (once per member; refused with the eligibility reason)",
  }),
};
