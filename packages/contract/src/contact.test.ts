import { describe, expect, it } from 'vitest';
import { contactChannels, isUssdCode } from './contact.js';
import { MARKETS } from './markets.js';

describe('support channels from configuration', () => {
  it('shows nothing when nothing is configured, so the page falls back to the appeal hint', () => {
    expect(contactChannels({})).toEqual([]);
    expect(contactChannels({ phone: '', email: '   ', whatsapp: undefined })).toEqual([]);
  });

  it('turns configured values into links the phone can open, in a fixed order', () => {
    const channels = contactChannels({
      x: '@nyota_help',
      email: 'help@example.org',
      whatsapp: '+260 97 000 0000',
      phone: '+260 (21) 100-0000',
      facebook: 'https://www.facebook.com/example.page',
    });
    expect(channels.map((c) => [c.kind, c.href])).toEqual([
      ['phone', 'tel:+260211000000'],
      ['whatsapp', 'https://wa.me/260970000000'],
      ['email', 'mailto:help@example.org'],
      ['facebook', 'https://www.facebook.com/example.page'],
      ['x', 'https://x.com/nyota_help'],
    ]);
    expect(channels[0]?.display).toBe('+260 (21) 100-0000');
    expect(channels.find((c) => c.kind === 'x')?.display).toBe('@nyota_help');
  });

  it('drops values that would lead players somewhere wrong', () => {
    expect(
      contactChannels({
        phone: '0971234567', // local form: which country?
        whatsapp: 'call us',
        email: 'not-an-address',
        facebook: 'http://www.facebook.com/plain-http',
        x: 'https://evil.example/nyota',
      }),
    ).toEqual([]);
  });

  it('accepts bare page names and profile URLs for social channels', () => {
    const channels = contactChannels({ facebook: 'NyotaGames', x: 'https://twitter.com/nyota' });
    expect(channels.map((c) => c.href)).toEqual(['https://www.facebook.com/NyotaGames', 'https://twitter.com/nyota']);
  });
});

describe('market presets', () => {
  it('give every market working support channels and a dialable USSD code', () => {
    for (const m of Object.values(MARKETS)) {
      expect(
        contactChannels(m.contact).map((c) => c.kind),
        m.code,
      ).toEqual(['phone', 'whatsapp', 'email', 'facebook', 'x']);
      expect(contactChannels(m.contact)[0]?.href, m.code).toMatch(new RegExp(`^tel:\\+${m.areaCode}`));
      expect(isUssdCode(m.ussdCode), m.code).toBe(true);
    }
    expect(isUssdCode('*384*2580#')).toBe(true);
    expect(isUssdCode('384#')).toBe(false);
    expect(isUssdCode('*384*')).toBe(false);
  });
});
