import { Suspense, useEffect, useState } from 'react';
import { lazyPage } from '../../shared/lib/lazy-page';
import { matches } from '../../shared/lib/layout';
import { loadItem, saveItem } from '../../shared/lib/storage';
import { ChunkBoundary } from '../ChunkBoundary';
import { PROMO_DISMISSED_KEY, shouldShowPromoBanner } from '../promo-banner';

const PromoBanner = lazyPage(
  () => import('./PromoBanner'),
  (m) => m.PromoBanner,
  { query: false },
);

function initiallyVisible(): boolean {
  const stored = Number(loadItem(PROMO_DISMISSED_KEY));
  return shouldShowPromoBanner({
    now: Date.now(),
    dismissedAt: Number.isFinite(stored) && stored > 0 ? stored : null,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: matches('(display-mode: standalone)'),
  });
}

/** Decides at start whether the app banner shows; only then is its chunk downloaded. */
export function PromoSlot() {
  const [visible, setVisible] = useState(initiallyVisible);
  useEffect(() => {
    document.documentElement.classList.toggle('promo-open', visible);
  }, [visible]);
  if (!visible) return null;
  const dismiss = () => {
    saveItem(PROMO_DISMISSED_KEY, String(Date.now()));
    setVisible(false);
  };
  return (
    <ChunkBoundary compact>
      <Suspense fallback={null}>
        <PromoBanner onDismiss={dismiss} />
      </Suspense>
    </ChunkBoundary>
  );
}
