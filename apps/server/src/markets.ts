import { CONTACT_CHANNEL_KINDS, MARKETS, type ContactChannelKind, type MarketPreset } from '@nyota/contract/markets';
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
