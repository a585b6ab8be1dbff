/**
 * The home slides a market shows when the deployment sets none (HOME_SLIDES). Server-side only: the
 * browser gets whichever slides the server serves, so these texts are not in the web bundle.
 */
import { GAME_CATALOGUE, gamePath } from './game-catalogue.js';
import { GameId } from './games-constants.js';
import type { HomeSlide, SlideText } from './home-slides.js';
import type { MarketPreset } from './markets.js';

/** "MTN, Airtel or Zamtel" in each language. */
function operatorList(market: MarketPreset): SlideText {
  const names = market.operators.map((o) => o.name);
  const join = (or: string) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}`);
  return { en: join('or'), sw: join('au') };
}

function demoPath(id: number): string {
  const game = GAME_CATALOGUE.find((g) => g.id === id);
  if (!game) throw new Error(`game ${id} is not in the catalogue`);
  return gamePath(game, 'demo');
}

export function defaultHomeSlides(market: MarketPreset): HomeSlide[] {
  const operators = operatorList(market);
  const brand = market.brandName;
  return [
    {
      id: 'welcome',
      image: '/banners/welcome.svg',
      title: { en: `Welcome to ${brand}: fair games for mobile money`, sw: `Karibu ${brand}: michezo ya haki kwa pesa za simu` },
      to: '/links/1',
    },
    {
      id: 'aviator',
      image: '/banners/aviator.svg',
      title: { en: 'Aviator: cash out before the plane flies off', sw: 'Aviator: chukua pesa kabla ndege haijaondoka' },
      to: demoPath(GameId.AVIATOR),
    },
    {
      id: 'mobile-money',
      image: '/banners/mobile-money.svg',
      title: { en: `Deposit and withdraw with ${operators.en}`, sw: `Weka na utoe pesa kwa ${operators.sw}` },
      to: '/deposit',
    },
    {
      id: 'league',
      image: '/banners/league.svg',
      title: { en: 'Virtual League: a new match every few minutes', sw: 'Ligi ya Mtandaoni: mechi mpya kila dakika chache' },
      to: demoPath(GameId.VIRTUAL_LEAGUE),
    },
    {
      id: 'fair',
      image: '/banners/fair.svg',
      title: { en: 'Provably fair: check any result yourself', sw: 'Haki inayothibitishwa: kagua matokeo yoyote mwenyewe' },
      to: '/links/5',
    },
  ];
}
