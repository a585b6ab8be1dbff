/** A bet panel's stake and auto cash-out inputs, kept within the round's limits. */
import { useState } from 'react';
import type { CrashLimits } from '@nyota/contract/api/crash';
import { autoCashout, clampStake, presetStake } from './bet-slip';

export function useBetSlip(limits: CrashLimits | null) {
  const min = limits?.minStake ?? 100;
  const max = limits?.maxStake ?? 1_000_000;
  const [stake, setStake] = useState(() => Math.max(min, 1_000));
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const { target, bad } = autoCashout(autoOn, autoText);
  return {
    stake,
    /** One step (the minimum stake) down or up. */
    step: (dir: -1 | 1) => setStake((s) => clampStake(s + dir * min, min, max)),
    preset: (k: number) => presetStake(k, min, max),
    choosePreset: (k: number) => setStake(presetStake(k, min, max)),
    autoOn,
    setAutoOn,
    autoText,
    setAutoText,
    auto: target,
    autoBad: bad,
  };
}
