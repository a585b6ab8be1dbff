import { Suspense } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import { useIsMobile } from '../../shared/lib/layout';
import { lazyPage } from '../../shared/lib/lazy-page';
import { Leaderboard, WinnersBroadcast } from '../games/index';
import { BannerCarousel } from './BannerCarousel';
import { LobbyTabs } from './LobbyTabs';
import { MenuGrid } from './MenuGrid';

// Below the fold on every layout: their own chunks, so the first screen's JS stays small.
// The intro slot also holds the promotions banner, which reads server state (so with the query layer).
const HomeIntro = lazyPage(
  () => import('./HomeBelowFold'),
  (m) => m.HomeBelowFold,
);
const HomeFooter = lazyPage(
  () => import('./HomeFooter'),
  (m) => m.HomeFooter,
  { query: false },
);

/** The lobby. Kept mounted across navigation (the shell hides it), so its state survives. */
export function HomePage() {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  return (
    <div className="home" data-testid="home-page">
      <h1 className="sr-only">{t('app.home_label')}</h1>
      <BannerCarousel />
      {/* Per docs/product-rules/games.md#winners-broadcast, the scrolling winners broadcast is a mobile element. */}
      {isMobile && (
        <Suspense fallback={null}>
          <WinnersBroadcast />
        </Suspense>
      )}
      <MenuGrid />
      <LobbyTabs />
      <Suspense fallback={null}>
        <Leaderboard />
      </Suspense>
      <Suspense fallback={null}>
        <HomeIntro />
      </Suspense>
      <Suspense fallback={<div className="footer-placeholder" />}>
        <HomeFooter />
      </Suspense>
    </div>
  );
}
