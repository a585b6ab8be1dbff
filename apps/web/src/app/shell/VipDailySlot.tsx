import { Suspense, useCallback, useEffect, useState } from 'react';
import { SessionState } from '@nyota/contract/constants';
import { markShown, shownToday } from '../../shared/lib/daily-cap';
import { useDialogStore } from '../../shared/lib/dialogs';
import { lazyPage } from '../../shared/lib/lazy-page';
import { market } from '../../shared/lib/market';
import { useSession } from '../../shared/session/session-store';
import { ChunkBoundary } from '../ChunkBoundary';

// The VIP club's chunk (features/vip/VipPage.tsx says why it is one), imported here directly:
// naming it in the feature's index would add it to the first screen's preload lists.
const VipDailyPopup = lazyPage(
  () => import('../../features/vip/VipPage'),
  (m) => m.VipDailyPopup,
);

/** The daily VIP reward's name in the pop-ups' daily cap (shared/lib/daily-cap.ts). */
export const VIP_DAILY_CAP = 'popup:vip-daily';

type Phase = 'waiting' | 'open' | 'over';

/**
 * The daily VIP reward dialog's trigger (docs/product-rules/vip.md#vip-pop-ups), under the home
 * pop-ups' rules: a member on the lobby, no other dialog open, once the advert pop-up's turn is
 * over (`ready`), not shown today on this device; only then does its chunk load, ask the server's
 * pop-up permission and the reward's status. Leaving the lobby, another dialog or a logout ends it
 * for the visit. Part of the pop-up slot's lazy chunk, so none of it weighs on the first screen.
 */
export function VipDailySlot({ home, ready }: { home: boolean; ready: boolean }) {
  const member = useSession((s) => s.state === SessionState.LOGGED_IN);
  const dialogOpen = useDialogStore((s) => s.name !== null);
  const [phase, setPhase] = useState<Phase>('waiting');
  const done = useCallback(() => setPhase('over'), []);
  const shown = useCallback(() => markShown(VIP_DAILY_CAP, Date.now(), market.timeZone), []);
  const free = home && !dialogOpen && member;

  useEffect(() => {
    if (phase === 'over') return;
    if (phase === 'open') {
      if (!free) setPhase('over');
      return;
    }
    if (!ready || !free) return;
    setPhase(shownToday(VIP_DAILY_CAP, Date.now(), market.timeZone) ? 'over' : 'open');
  }, [phase, ready, free]);

  useEffect(() => {
    // A sentinel for the browser tests, beside the home pop-up's (PopupSlot.tsx).
    document.documentElement.dataset['vipDaily'] = phase;
  }, [phase]);

  if (phase !== 'open' || !free) return null;
  return (
    <ChunkBoundary compact>
      <Suspense fallback={null}>
        <VipDailyPopup onShown={shown} onDone={done} />
      </Suspense>
    </ChunkBoundary>
  );
}
