/**
 * Support channels as links. Shared by the server (which refuses a SUPPORT_* value it could not
 * turn into a link, at boot) and the web app (which builds the links): a channel that is not usable
 * as written is never shown, so the page never sends players to an address nobody answers.
 */
import { CONTACT_CHANNEL_KINDS, type ContactChannelKind, type MarketContact } from './markets.js';

export interface ContactChannel {
  kind: ContactChannelKind;
  /** What the player sees, as configured. */
  display: string;
  href: string;
  /** Opens outside the app (web pages); tel:/mailto: links are handed to the phone. */
  external: boolean;
}

/** International numbers only ("+260 97 1234567"): a local number is ambiguous across markets. */
function internationalDigits(v: string): string | undefined {
  const digits = v.replace(/[\s().-]/g, '');
  return /^\+?[1-9]\d{7,14}$/.test(digits) ? digits.replace(/^\+/, '') : undefined;
}

function httpsUrl(v: string, allowedHosts: readonly string[]): string | undefined {
  try {
    const url = new URL(v);
    const host = url.hostname.replace(/^(www|m)\./, '');
    return url.protocol === 'https:' && allowedHosts.includes(host) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A page URL, or a bare name/handle turned into the site's URL. */
function socialUrl(v: string, base: string, hosts: readonly string[]): string | undefined {
  if (v.includes('/')) return httpsUrl(v, hosts);
  const name = v.replace(/^@/, '');
  return /^[A-Za-z0-9._-]{1,80}$/.test(name) ? `${base}${name}` : undefined;
}

/** The channel's link, or undefined when the value cannot be one. */
export function contactChannel(kind: ContactChannelKind, raw: string): ContactChannel | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  switch (kind) {
    case 'phone': {
      const digits = internationalDigits(value);
      return digits ? { kind, display: value, href: `tel:+${digits}`, external: false } : undefined;
    }
    case 'whatsapp': {
      const digits = internationalDigits(value);
      return digits ? { kind, display: value, href: `https://wa.me/${digits}`, external: true } : undefined;
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
        ? { kind, display: value, href: `mailto:${value}`, external: false }
        : undefined;
    case 'facebook': {
      const href = socialUrl(value, 'https://www.facebook.com/', ['facebook.com']);
      return href ? { kind, display: value, href, external: true } : undefined;
    }
    case 'x': {
      const href = socialUrl(value, 'https://x.com/', ['x.com', 'twitter.com']);
      const display = value.includes('/') ? value : `@${value.replace(/^@/, '')}`;
      return href ? { kind, display, href, external: true } : undefined;
    }
  }
}

/** The usable channels in display order. */
export function contactChannels(contact: MarketContact): ContactChannel[] {
  return CONTACT_CHANNEL_KINDS.flatMap((kind) => {
    const value = contact[kind];
    const c = value === undefined ? undefined : contactChannel(kind, value);
    return c ? [c] : [];
  });
}

/** A dialable USSD string: '*', digit groups separated by '*', then '#' (e.g. *384*2580#). */
export function isUssdCode(v: string): boolean {
  return /^\*\d{1,4}(\*\d{1,6})*#$/.test(v);
}
