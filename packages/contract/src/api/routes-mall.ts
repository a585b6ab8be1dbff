/** The mall and the exchange (docs/product-rules/mall.md). Composed into `routes` (routes.ts). */
import * as m from './mall.js';
import { mallPaths as paths } from './paths-mall.js';
import { route } from './route-def.js';

export const mallRoutes = {
  mallItems: route({
    ...paths.mallItems,
    auth: 'optional',
    input: m.mallItemsQuery,
    output: m.mallItemsData,
    summary: 'Items on sale now for coins (paymentType 1) or diamonds (2), of one type when given, with stock left',
  }),
  mallRedeem: route({
    ...paths.mallRedeem,
    auth: 'member',
    input: m.mallRedeemBody,
    output: m.mallRedeemData,
    summary: 'Buy one item (raffleId is the item id): the price, the stock and the prize in one transaction',
  }),
  mallMyPrizes: route({
    ...paths.mallMyPrizes,
    auth: 'member',
    input: m.myPrizesQuery,
    output: m.myPrizesData,
    summary: "The member's redemptions, newest first, a page at a time (size, maxId)",
  }),
  mallRaffle: route({
    ...paths.mallRaffle,
    auth: 'optional',
    input: m.raffleQuery,
    output: m.raffleData,
    summary: "A raffle's commitment, tickets, and after its draw the seed and winners (the fairness proof)",
  }),
  exchangeCfg: route({
    ...paths.exchangeCfg,
    auth: 'optional',
    input: m.exchangeCfgQuery,
    output: m.exchangeCfgData,
    summary: "The exchange's rates, minimum, daily limits (with the member's use today) and the VIP level it needs",
  }),
  exchange: route({
    ...paths.exchange,
    auth: 'member',
    input: m.exchangeBody,
    output: m.exchangeData,
    summary: 'Exchange coins (paymentType 1) or diamonds (2) for cash at the rate, within the daily limit',
  }),
};
