import { describe, expect, it } from 'vitest';
import { defaultHomeSlides } from '@nyota/contract/home-slide-presets';
import { MARKETS } from '@nyota/contract/markets';
import { ConfigError, loadConfig } from './config.js';
import { servedMarketOf } from './markets.js';

const slide = { id: 'promo', image: '/banners/promo.webp', title: { en: 'Big week', sw: 'Wiki kubwa' }, to: '/promotion' };

describe('HOME_SLIDES', () => {
  it("serves the market preset's slides when unset, naming the market's own operators", () => {
    for (const code of ['zm', 'ke'] as const) {
      const served = servedMarketOf(loadConfig({ MARKET: code }));
      expect(served.homeSlides).toEqual(defaultHomeSlides(MARKETS[code]));
      expect(served.homeSlides.length).toBeGreaterThan(3);
    }
    const titles = (code: 'zm' | 'ke') =>
      servedMarketOf(loadConfig({ MARKET: code }))
        .homeSlides.map((s) => s.title.en)
        .join(' ');
    expect(titles('zm')).toContain('MTN, Airtel or Zamtel');
    expect(titles('ke')).toContain('M-Pesa or Airtel');
    expect(
      servedMarketOf(loadConfig({ MARKET: 'ke' }))
        .homeSlides.map((s) => s.title.sw)
        .join(' '),
    ).toContain('M-Pesa au Airtel');
  });

  it('replaces them with the configured slides, in their order', () => {
    const second = { ...slide, id: 'info', to: null };
    const served = servedMarketOf(loadConfig({ HOME_SLIDES: JSON.stringify([second, slide]) }));
    expect(served.homeSlides).toEqual([second, slide]);
    expect(served.currency).toBe('ZMW');
  });

  it('stops the server at boot on slides it could not show, naming the field', () => {
    const refused = (value: unknown) => () =>
      loadConfig({ HOME_SLIDES: typeof value === 'string' ? value : JSON.stringify(value) });
    expect(refused('[{')).toThrow(/HOME_SLIDES: not JSON/);
    expect(refused([])).toThrow(ConfigError);
    expect(refused([{ ...slide, image: 'https://cdn.example/a.svg' }])).toThrow(/HOME_SLIDES\[0\]\[image\]/);
    expect(refused([{ ...slide, to: 'https://elsewhere.example' }])).toThrow(/HOME_SLIDES\[0\]\[to\]/);
    expect(refused([{ ...slide, title: { en: 'No Swahili' } }])).toThrow(/HOME_SLIDES\[0\]\[title\]\[sw\]/);
    expect(refused([slide, slide])).toThrow(/slide ids must be unique/);
    expect(refused([{ ...slide, extra: 1 }])).toThrow(ConfigError);
  });
});
