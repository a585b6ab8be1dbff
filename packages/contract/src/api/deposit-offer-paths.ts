/**
 * Method and path of the deposit offers' calls (docs/product-rules/deposit-offers.md), without
 * schemas, so the web app's lazy offer chunks can import them without zod. The paths are the seeds'.
 */
export const depositOfferPaths = {
  firstDepositBonus: { method: 'GET', path: '/activity-service/bonuses/first-deposit' },
  firstDepositBonusClaim: { method: 'POST', path: '/activity-service/bonuses/first-deposit' },
  packDepositBonus: { method: 'GET', path: '/activity-service/bonuses/pack-deposit' },
  packDepositBonusClaim: { method: 'POST', path: '/activity-service/bonuses/pack-deposit' },
  promotionDepositBonus: { method: 'GET', path: '/activity-service/bonuses/promotion-deposit' },
  promotionDepositBonusClaim: { method: 'POST', path: '/activity-service/bonuses/promotion-deposit' },
  normalDepositBonus: { method: 'GET', path: '/activity-service/bonuses/normal-deposit' },
  normalDepositBonusClaim: { method: 'POST', path: '/activity-service/bonuses/normal-deposit' },
} as const;
