import { useCallback, useEffect, useState } from 'react';
import {
  DEPOSIT_COUNTER_IDLE,
  depositCounterReset,
  depositCounterSecondsLeft,
  depositCounterStarted,
  depositCounterTick,
  type DepositCounter,
} from './deposit-counter';

/** Drives the deposit's 30-second counter: ticks once a second while counting. */
export function useDepositCounter() {
  const [counter, setCounter] = useState<DepositCounter>(DEPOSIT_COUNTER_IDLE);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (counter.status !== 'counting') return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      setCounter((current) => depositCounterTick(current, t));
    }, 1000);
    return () => window.clearInterval(id);
  }, [counter.status]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setCounter(depositCounterStarted(t));
  }, []);
  const reset = useCallback(() => setCounter(depositCounterReset()), []);

  return { status: counter.status, secondsLeft: depositCounterSecondsLeft(counter, now), start, reset };
}
