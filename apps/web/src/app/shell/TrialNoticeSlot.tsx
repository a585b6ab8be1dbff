import { Suspense, useCallback, useEffect, useState } from 'react';
import { SessionState } from '@nyota/contract/constants';
import { lazyPage } from '../../shared/lib/lazy-page';
import { useSession } from '../../shared/session/session-store';
import { ChunkBoundary } from '../ChunkBoundary';

const TrialReminder = lazyPage(
  () => import('../../features/bonus-center/TrialReminder'),
  (m) => m.TrialReminder,
);

/** Marks this tab's session as reminded (sessionStorage: a reload is the same session; a new login is not). */
const REMINDED_KEY = 'nyota:trial-reminded';

function reminded(): boolean {
  try {
    return sessionStorage.getItem(REMINDED_KEY) === '1';
  } catch {
    return false;
  }
}

function setReminded(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(REMINDED_KEY, '1');
    else sessionStorage.removeItem(REMINDED_KEY);
  } catch {
    // Private mode without storage: the reminder may show again after a reload.
  }
}

/**
 * The session-start bonus money reminder's trigger (features/bonus-center/TrialReminder.tsx): for
 * a logged-in player not yet reminded this session, its chunk loads and decides. Part of the
 * pop-up slot's lazy chunk, so none of it weighs on the first screen.
 */
export function TrialNoticeSlot() {
  const state = useSession((s) => s.state);
  const [done, setDone] = useState(reminded);
  useEffect(() => {
    // A logout ends the session: the next login is a new one.
    if (state === SessionState.LOGGED_OUT && done) {
      setReminded(false);
      setDone(false);
    }
  }, [state, done]);
  const shown = useCallback(() => setReminded(true), []);
  const finish = useCallback(() => setDone(true), []);
  if (state !== SessionState.LOGGED_IN || done) return null;
  return (
    <ChunkBoundary compact>
      <Suspense fallback={null}>
        <TrialReminder onShown={shown} onDone={finish} />
      </Suspense>
    </ChunkBoundary>
  );
}
