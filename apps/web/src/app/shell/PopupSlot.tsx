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

type Viewer = 'visitor' | 'member';

/** True once the page has loaded and the browser is idle: a pop-up never competes with the first paint. */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const idle = () => (window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 500)))(() => setSettled(true));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
  }, []);
  return settled;
}

/**
 * The home pop-up's trigger (docs/product-rules/adverts-and-download.md#home-pop-ups): on the lobby
 * only, never over another page's primary action or another dialog, for the built pop-ups not shown
 * today; only then is the pop-up's chunk downloaded. Once it has opened, leaving the lobby, another
 * dialog or a login ends it for the visit.
 */
export function PopupSlot({ home }: { home: boolean }) {
  const state = useSession((s) => s.state);
  const dialogOpen = useDialogStore((s) => s.name !== null);
  const settled = useSettled();
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
    if (!settled || !home || dialogOpen || !viewer) return;
    const now = Date.now();
    const due = duePopups(viewer, (name) => shownToday(name, now, market.timeZone));
    if (due.length > 0) setBatch({ viewer, due });
    else setOver(true);
  }, [over, batch, interrupted, settled, home, dialogOpen, viewer]);

  useEffect(() => {
    // A sentinel for the browser tests: 'held' while a due pop-up waits for the lobby or a closed
    // dialog, 'done' once this visit's pop-up is over or none was due.
    document.documentElement.dataset['homePopup'] = over ? 'done' : batch ? 'open' : settled ? 'held' : 'waiting';
  }, [over, batch, settled]);

  if (over || !batch || interrupted) return null;
  return (
    <ChunkBoundary compact>
      <Suspense fallback={null}>
        <HomePopup viewer={batch.viewer} due={batch.due} onDone={done} />
      </Suspense>
    </ChunkBoundary>
  );
}
