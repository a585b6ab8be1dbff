/**
 * What active-conf gives a payment screen to draw with: country names (English and French, as
 * pawaPay's reference shows them), currency display names, and flag and logo images. pawaPay
 * serves its own images from a CDN; the sandbox draws plain SVG stand-ins (stripes in the flag's
 * colours, the operator's name on its brand colour) and serves them itself, so a client that
 * renders them gets a picture rather than a broken link, and no real brand artwork is copied.
 */
import { PAWAPAY_PROVIDERS } from './pawapay.providers.js';
import type { Network } from '../core/networks.js';

export const COUNTRY_NAMES: Record<string, { en: string; fr: string }> = {
  ZMB: { en: 'Zambia', fr: 'Zambie' },
  KEN: { en: 'Kenya', fr: 'Kenya' },
  UGA: { en: 'Uganda', fr: 'Ouganda' },
  GHA: { en: 'Ghana', fr: 'Ghana' },
};

/** What a customer reads next to an amount (pawaPay's example shows "KSh"). */
export const CURRENCY_NAMES: Record<string, string> = { ZMW: 'K', KES: 'KSh', UGX: 'USh', GHS: 'GH₵' };

const FLAG_STRIPES: Record<string, string[]> = {
  ZMB: ['#198a00', '#de2010', '#000000', '#ef7d00'],
  KEN: ['#000000', '#bb0000', '#006600'],
  UGA: ['#000000', '#fcdc04', '#d90000'],
  GHA: ['#ce1126', '#fcd116', '#006b3f'],
};

const BRAND: Record<Network, { background: string; text: string }> = {
  MTN: { background: '#ffcc00', text: '#000000' },
  AIRTEL: { background: '#e40000', text: '#ffffff' },
  ZAMTEL: { background: '#00a651', text: '#ffffff' },
  MPESA: { background: '#4caf50', text: '#ffffff' },
  AIRTELTIGO: { background: '#0d3b8c', text: '#ffffff' },
  TELECEL: { background: '#e60000', text: '#ffffff' },
};

export type AssetKind = 'flags' | 'logos';

export function assetPath(kind: AssetKind, name: string): string {
  return `/assets/${kind}/${name}.svg`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function flag(country: string): string | undefined {
  const stripes = FLAG_STRIPES[country];
  if (!stripes) return undefined;
  const h = 60 / stripes.length;
  const rects = stripes.map((fill, i) => `<rect y="${i * h}" width="90" height="${h}" fill="${fill}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="60" viewBox="0 0 90 60">${rects}</svg>`;
}

function logo(providerCode: string): string | undefined {
  const p = PAWAPAY_PROVIDERS.find((x) => x.code === providerCode);
  if (!p) return undefined;
  const brand = BRAND[p.network];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">` +
    `<rect width="120" height="60" rx="8" fill="${brand.background}"/>` +
    `<text x="60" y="37" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="bold" fill="${brand.text}">` +
    `${escapeXml(p.displayName)}</text></svg>`
  );
}

/** The SVG for /assets/{kind}/{name}.svg, or undefined for an unknown one. */
export function assetSvg(kind: string, file: string): string | undefined {
  const name = /^([A-Z0-9_]+)\.svg$/.exec(file)?.[1];
  if (!name) return undefined;
  if (kind === 'flags') return flag(name);
  if (kind === 'logos') return logo(name);
  return undefined;
}
