/**
 * The result screens' countdown (docs/product-rules/wallet.md#result-screens: 5 s, then home). Ticks once a second with the
 * seconds left, then calls onDone once. Pure, with injected timers.
 */
import type { WatchTimers } from './deposit-watch';

export function startCountdown(
  seconds: number,
  onTick: (secondsLeft: number) => void,
  onDone: () => void,
  timers: WatchTimers,
): () => void {
  let left = Math.max(0, Math.floor(seconds));
  let handle: unknown = null;
  let stopped = false;

  function step(): void {
    handle = null;
    if (stopped) return;
    left -= 1;
    onTick(left);
    if (left <= 0) {
      stopped = true;
      onDone();
    } else {
      handle = timers.set(step, 1000);
    }
  }

  onTick(left);
  if (left === 0) {
    stopped = true;
    onDone();
  } else {
    handle = timers.set(step, 1000);
  }
  return () => {
    stopped = true;
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
}
