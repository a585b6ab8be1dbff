import { DEFAULT_MARKET, MARKETS, type MarketPreset } from '@nyota/contract/markets';

/**
 * The deployment's market. Zambia is the reference; a build for another market changes this one
 * line (a runtime switch would need a config endpoint the foundation does not have yet).
 */
export const market: MarketPreset = MARKETS[DEFAULT_MARKET];
