/** The multiplier the curve shows now, refreshed a few times a second while the round runs (less often in lite mode). */
import { useEffect, useState } from 'react';
import { multiplierAt } from '@nyota/fairness/crash';
import { drawElapsed, type CrashState } from './crash-state';

export function useShownMultiplier(state: CrashState, lite: boolean): number {
  const r = state.round;
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (r?.phase !== 'running') return;
    const id = window.setInterval(() => setNow(Date.now()), lite ? 500 : 100);
    return () => window.clearInterval(id);
  }, [r?.phase, lite]);
  return r ? multiplierAt(drawElapsed(r, state.offset, now)) : 100;
}
