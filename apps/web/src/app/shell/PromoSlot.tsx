import { Suspense, useEffect, useState } from 'react';
import { lazyPage } from '../../shared/lib/lazy-page';
import { markShown, shownToday } from '../../shared/lib/daily-cap';
import { matches } from '../../shared/lib/layout';
import { market } from '../../shared/lib/market';
import { loadItem, saveItem } from '../../shared/lib/storage';
import { ChunkBoundary } from '../ChunkBoundary';
import { PROMO_CAP_NAME, PROMO_DISMISSED_KEY, shouldShowPromoBanner } from '../promo-banner';

const PromoBanner = lazyPage(
  () => import('./PromoBanner'),
  (m) => m.PromoBanner,
  { query: false },
);

function initiallyVisible(): boolean {
  const stored = Number(loadItem(PROMO_DISMISSED_KEY));
  const now = Date.now();
  return shouldShowPromoBanner({
    now,
    dismissedAt: Number.isFinite(stored) && stored > 0 ? stored : null,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: matches('(display-mode: standalone)'),
    shownToday: shownToday(PROMO_CAP_NAME, now, market.timeZone),
  });
}

/**
 * Decides at start whether the app banner shows; only then is its chunk downloaded. It sits in the
 * page flow at the top of the content, in a box reserved before the chunk arrives, so it can never
 * cover a button (a fixed banner hid Pay, Withdraw and Bet on phones) and shifts nothing when it lands.
 */
export function PromoSlot() {
  const [visible, setVisible] = useState(initiallyVisible);
  useEffect(() => {
    if (visible) markShown(PROMO_CAP_NAME, Date.now(), market.timeZone);
  }, [visible]);
  if (!visible) return null;
  const dismiss = () => {
    saveItem(PROMO_DISMISSED_KEY, String(Date.now()));
    setVisible(false);
  };
  return (
    <div className="promo-slot">
      <ChunkBoundary compact>
        <Suspense fallback={null}>
          <PromoBanner onDismiss={dismiss} />
        </Suspense>
      </ChunkBoundary>
    </div>
  );
}
