import { DEFAULT_MARKET, MARKET_SCRIPT_ID, MARKETS, type MarketPreset } from '@nyota/contract/markets';
import { parseMarket } from './market-data';

/**
 * The deployment's market, as the server runs it. The server writes it into index.html as a JSON
 * block (and the dev server asks the API for it), so it is read once, synchronously, at start: no
 * request before first paint. Without one (unit tests, a page not served by our server) the
 * reference preset applies, and a browser says so in the console.
 */
function injectedMarket(): MarketPreset | null {
  if (typeof document === 'undefined') return null;
  const json = document.getElementById(MARKET_SCRIPT_ID)?.textContent;
  const parsed = json ? parseMarket(json) : null;
  if (!parsed) console.error(`index.html carries no valid #${MARKET_SCRIPT_ID}; showing the ${DEFAULT_MARKET} preset`);
  return parsed;
}

export const market: MarketPreset = injectedMarket() ?? MARKETS[DEFAULT_MARKET];
