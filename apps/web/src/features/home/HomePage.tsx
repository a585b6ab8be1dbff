import { Suspense } from 'react';
import { lazyPage } from '../../shared/lib/lazy-page';
import { HeroBanner } from './HeroBanner';
import { LobbyTabs } from './LobbyTabs';
import { MenuGrid } from './MenuGrid';

// Below the fold on every layout: its own chunk, so the first screen's JS stays small.
const HomeFooter = lazyPage(
  () => import('./HomeFooter'),
  (m) => m.HomeFooter,
  { query: false },
);

/** The lobby. Kept mounted across navigation (the shell hides it), so its state survives. */
export function HomePage() {
  return (
    <div className="home" data-testid="home-page">
      <HeroBanner />
      <MenuGrid />
      <LobbyTabs />
      <Suspense fallback={<div className="footer-placeholder" />}>
        <HomeFooter />
      </Suspense>
    </div>
  );
}
