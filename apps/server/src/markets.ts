import { MARKETS, type MarketPreset } from '@nyota/contract/markets';
import type { AppConfig } from './config.js';

export function marketOf(config: Pick<AppConfig, 'market'>): MarketPreset {
  return MARKETS[config.market];
}
