import { Suspense, useCallback, useEffect, useState } from 'react';
import { SessionState } from '@nyota/contract/constants';
import type { PopupUrl } from '@nyota/contract/adverts';
import { HomePopup } from '../../features/adverts/index';
import { shownToday } from '../../shared/lib/daily-cap';
import { useDialogStore } from '../../shared/lib/dialogs';
import { market } from '../../shared/lib/market';
import { useSession } from '../../shared/session/session-store';
import { ChunkBoundary } from '../ChunkBoundary';
import { duePopups } from '../popup-gate';
import { TrialNoticeSlot } from './TrialNoticeSlot';
import { VipDailySlot } from './VipDailySlot';

type Viewer = 'visitor' | 'member';

/**
 * The home pop-up's trigger (docs/product-rules/adverts-and-download.md#home-pop-ups): on the lobby
 * only, never over another page's primary action or another dialog, for the built pop-ups not shown
 * today; only then is the pop-up's chunk downloaded. Once it has opened, leaving the lobby, another
 * dialog or a login ends it for the visit. A lazy chunk itself, loaded once the page has settled
 * (Overlays.tsx), so none of it weighs on the first screen. It also carries the bonus money
 * session reminder's trigger (TrialNoticeSlot.tsx) and the daily VIP reward's (VipDailySlot.tsx,
 * whose turn comes once the advert pop-up's is over: never two pop-ups at once), for the same reason.
 */
export function PopupSlot({ home }: { home: boolean }) {
  const [advertsOver, setAdvertsOver] = useState(false);
  const advertsDone = useCallback(() => setAdvertsOver(true), []);
  return (
    <>
      <TrialNoticeSlot />
      <HomePopupSlot home={home} onOver={advertsDone} />
      <VipDailySlot home={home} ready={advertsOver} />
    </>
  );
}

function HomePopupSlot({ home, onOver }: { home: boolean; onOver(): void }) {
  const state = useSession((s) => s.state);
  const dialogOpen = useDialogStore((s) => s.name !== null);
  const viewer: Viewer | null =
    state === SessionState.LOGGED_IN ? 'member' : state === SessionState.LOGGED_OUT ? 'visitor' : null;
  const [batch, setBatch] = useState<{ viewer: Viewer; due: PopupUrl[] } | null>(null);
  const [over, setOver] = useState(false);
  const done = useCallback(() => setOver(true), []);
  const interrupted = !home || dialogOpen || viewer !== batch?.viewer;

  useEffect(() => {
    if (over) return;
    if (batch) {
      if (interrupted) setOver(true);
      return;
    }
    if (!home || dialogOpen || !viewer) return;
    const now = Date.now();
    const due = duePopups(viewer, (name) => shownToday(name, now, market.timeZone));
    if (due.length > 0) setBatch({ viewer, due });
    else setOver(true);
  }, [over, batch, interrupted, home, dialogOpen, viewer]);

  useEffect(() => {
    // A sentinel for the browser tests: 'held' while a due pop-up waits for the lobby or a closed
    // dialog, 'done' once this visit's pop-up is over or none was due.
    document.documentElement.dataset['homePopup'] = over ? 'done' : batch ? 'open' : 'held';
    if (over) onOver();
  }, [over, batch, onOver]);

  if (over || !batch || interrupted) return null;
  return (
    <ChunkBoundary compact>
      <Suspense fallback={null}>
        <HomePopup viewer={batch.viewer} due={batch.due} onDone={done} />
      </Suspense>
    </ChunkBoundary>
  );
}
