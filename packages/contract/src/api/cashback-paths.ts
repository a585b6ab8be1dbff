/**
 * The weekly cashback's and trial fund's calls (docs/product-rules/cashback.md), beside the other
 * member offers under `/activity-service/bonuses/`: GET reads, POST claims. No zod, for the web bundle.
 */
export const cashbackPaths = {
  cashback: { method: 'GET', path: '/activity-service/bonuses/cashback' },
  cashbackClaim: { method: 'POST', path: '/activity-service/bonuses/cashback' },
  trialFund: { method: 'GET', path: '/activity-service/bonuses/trial-fund' },
  trialFundClaim: { method: 'POST', path: '/activity-service/bonuses/trial-fund' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;
