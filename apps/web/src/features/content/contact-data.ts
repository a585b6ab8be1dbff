/**
 * Support channels, configured per deployment through Vite env vars (see apps/web/.env.example).
 * Nothing is hard-coded: a channel that is not configured, or not usable as written, is not shown,
 * so the page never sends players to an address nobody answers.
 */
import type { ContactChannelKind } from './content.types';

export type ContactConfig = Partial<Record<ContactChannelKind, unknown>>;

export interface ContactChannel {
  kind: ContactChannelKind;
  /** What the player sees, as configured. */
  display: string;
  href: string;
  /** Opens outside the app (web pages); tel:/mailto: links are handed to the phone. */
  external: boolean;
}

export const CONTACT_ORDER: readonly ContactChannelKind[] = ['phone', 'whatsapp', 'email', 'facebook', 'x'];

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
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

function channel(kind: ContactChannelKind, value: string): ContactChannel | undefined {
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
export function contactChannels(config: ContactConfig): ContactChannel[] {
  return CONTACT_ORDER.flatMap((kind) => {
    const value = text(config[kind]);
    const c = value === undefined ? undefined : channel(kind, value);
    return c ? [c] : [];
  });
}

/** This build's configuration. Each name is written out so Vite can replace it at build time. */
export const supportContact: ContactConfig = {
  phone: import.meta.env.VITE_SUPPORT_PHONE,
  whatsapp: import.meta.env.VITE_SUPPORT_WHATSAPP,
  email: import.meta.env.VITE_SUPPORT_EMAIL,
  facebook: import.meta.env.VITE_SUPPORT_FACEBOOK,
  x: import.meta.env.VITE_SUPPORT_X,
};
