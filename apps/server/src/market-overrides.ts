/**
 * SUPPORT_* and USSD_CODE: the deployment's own support channels and USSD code over the market
 * preset's defaults. A value the web app could not turn into a link is refused at boot rather than
 * silently hidden from players.
 */
import { contactChannel, isUssdCode } from '@nyota/contract/contact';
import { CONTACT_CHANNEL_KINDS, type ContactChannelKind } from '@nyota/contract/markets';

export interface MarketOverrides {
  contact: Partial<Record<ContactChannelKind, string>>;
  ussdCode: string | null;
}

type SupportEnv = Partial<
  Record<'SUPPORT_PHONE' | 'SUPPORT_WHATSAPP' | 'SUPPORT_EMAIL' | 'SUPPORT_FACEBOOK' | 'SUPPORT_X' | 'USSD_CODE', string>
>;

const VARIABLES: Record<ContactChannelKind, keyof SupportEnv> = {
  phone: 'SUPPORT_PHONE',
  whatsapp: 'SUPPORT_WHATSAPP',
  email: 'SUPPORT_EMAIL',
  facebook: 'SUPPORT_FACEBOOK',
  x: 'SUPPORT_X',
};

const RULES: Record<ContactChannelKind, string> = {
  phone: 'an international number, e.g. +260 211 250 100',
  whatsapp: 'an international number, e.g. +260 97 7250100',
  email: 'an e-mail address',
  facebook: 'a page name or https://www.facebook.com/... URL',
  x: 'a handle or https://x.com/... URL',
};

export class MarketOverrideError extends Error {}

export function marketOverrides(env: SupportEnv): MarketOverrides {
  const contact: Partial<Record<ContactChannelKind, string>> = {};
  const problems: string[] = [];
  for (const kind of CONTACT_CHANNEL_KINDS) {
    const name = VARIABLES[kind];
    const value = env[name]?.trim();
    if (value === undefined) continue;
    if (value !== '' && !contactChannel(kind, value)) problems.push(`  ${name}: must be ${RULES[kind]} (or empty to hide it)`);
    contact[kind] = value;
  }
  const ussd = env.USSD_CODE?.trim();
  if (ussd !== undefined && !isUssdCode(ussd)) problems.push('  USSD_CODE: must be a code like *384*2580#');
  if (problems.length > 0) throw new MarketOverrideError(`Invalid configuration:\n${problems.join('\n')}`);
  return { contact, ussdCode: ussd ?? null };
}
