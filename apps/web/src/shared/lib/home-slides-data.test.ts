import { describe, expect, it } from 'vitest';
import { defaultHomeSlides } from '@nyota/contract/home-slide-presets';
import { MARKETS, marketScriptTag } from '@nyota/contract/markets';
import { parseHomeSlides } from './home-slides-data';
import { parseMarket } from './market-data';

const blockOf = (tag: string): string => /<script[^>]*>(.*)<\/script>/.exec(tag)?.[1] ?? '';
const served = (homeSlides: unknown) => JSON.stringify({ ...MARKETS.zm, homeSlides });
const slide = { id: 'promo', image: '/banners/promo.webp', title: { en: 'Big week', sw: 'Wiki kubwa' }, to: '/promotion' };

describe('the home slides in the market block', () => {
  it("reads back every market preset's slides as the server wrote them, the market unchanged", () => {
    for (const m of Object.values(MARKETS)) {
      const homeSlides = defaultHomeSlides(m);
      const block = blockOf(marketScriptTag({ ...m, homeSlides }));
      expect(parseHomeSlides(block)).toEqual(homeSlides);
      expect(parseMarket(block)).toEqual(m);
    }
  });

  it('keeps a slide without a link', () => {
    expect(parseHomeSlides(served([{ ...slide, to: null }]))).toEqual([{ ...slide, to: null }]);
  });

  it('leaves out a malformed slide and keeps the others in order', () => {
    const bad = [
      { ...slide, id: 'Bad Id' },
      { ...slide, image: '//evil.example/x.svg' },
      { ...slide, image: 'https://evil.example/x.svg' },
      { ...slide, image: '/banners/../secret.svg' },
      { ...slide, to: 'javascript:alert(1)' },
      { ...slide, to: '//evil.example' },
      { ...slide, title: { en: 'Only English' } },
      { ...slide, title: { en: 'x'.repeat(81), sw: 'y' } },
      'a string',
    ];
    const good = { ...slide, id: 'second' };
    expect(parseHomeSlides(served([slide, ...bad, good, { ...good, title: { en: 'again', sw: 'tena' } }]))).toEqual([
      slide,
      good,
    ]);
  });

  it('has no slides when the block has none or is not JSON', () => {
    expect(parseHomeSlides(JSON.stringify(MARKETS.zm))).toEqual([]);
    expect(parseHomeSlides(served({}))).toEqual([]);
    expect(parseHomeSlides('{')).toEqual([]);
  });
});
