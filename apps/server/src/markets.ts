import { CONTACT_CHANNEL_KINDS, MARKETS, type ContactChannelKind, type MarketPreset } from '@nyota/contract/markets';
import { defaultHomeSlides } from '@nyota/contract/home-slide-presets';
import type { ServedMarket } from '@nyota/contract/home-slides';
import type { AppConfig } from './config.js';

/** The market preset with the deployment's SUPPORT_*, USSD_CODE and COOKIE_DOMAIN over its defaults. */
export function marketOf(
  config: Pick<AppConfig, 'market'> & Partial<Pick<AppConfig, 'marketOverrides' | 'cookieDomain'>>,
): MarketPreset {
  const preset = { ...MARKETS[config.market], cookieDomain: config.cookieDomain ?? null };
  const o = config.marketOverrides;
  if (!o) return preset;
  const contact: Partial<Record<ContactChannelKind, string>> = {};
  for (const kind of CONTACT_CHANNEL_KINDS) {
    const value = o.contact[kind] ?? preset.contact[kind];
    // An empty override hides the channel.
    if (value) contact[kind] = value;
  }
  return { ...preset, contact, ussdCode: o.ussdCode ?? preset.ussdCode };
}

/** What the web app is given (index.html's market block, GET /config-service/market): the market and its home slides. */
export function servedMarketOf(
  config: Pick<AppConfig, 'market' | 'marketOverrides' | 'homeSlides'> & Partial<Pick<AppConfig, 'cookieDomain'>>,
): ServedMarket {
  const market = marketOf(config);
  return { ...market, homeSlides: config.homeSlides ?? defaultHomeSlides(market) };
}
