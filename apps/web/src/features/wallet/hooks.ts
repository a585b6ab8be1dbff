import { useEffect, useRef, useState } from 'react';
import { startCountdown } from './countdown';
import type { WatchTimers } from './deposit-watch';

export const browserTimers: WatchTimers = {
  set: (fn, ms) => window.setTimeout(fn, ms),
  clear: (h) => window.clearTimeout(h as number),
};

/** The value once it has stopped changing for `ms` (quotes are fetched after typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(handle);
  }, [value, ms]);
  return settled;
}

/** Seconds left of a countdown that starts on mount and calls `onDone` once at zero. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => startCountdown(seconds, setLeft, () => done.current(), browserTimers), [seconds]);
  return left;
}
