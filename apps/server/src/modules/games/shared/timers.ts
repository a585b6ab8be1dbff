/**
 * Timers are injected into game loops, like the clock, so tests drive time: a test moves a manual
 * clock and fires what is due (see fake-timers.test-kit.ts). A callback may return a promise; the
 * fake timers wait for it, the real ones only log its failure.
 */
export type TimerCallback = () => void | Promise<void>;

export interface TimerHandle {
  readonly id: number;
}

export interface Timers {
  setTimeout(fn: TimerCallback, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export function realTimers(onError: (err: unknown) => void): Timers {
  const live = new Map<number, NodeJS.Timeout>();
  let seq = 0;
  return {
    setTimeout(fn, ms) {
      const id = ++seq;
      const t = setTimeout(
        () => {
          live.delete(id);
          try {
            const r = fn();
            if (r) r.catch(onError);
          } catch (err) {
            onError(err);
          }
        },
        Math.max(0, ms),
      );
      // Like the scheduler's jobs: a game loop never keeps a process alive on its own.
      t.unref();
      live.set(id, t);
      return { id };
    },
    clearTimeout(handle) {
      const t = live.get(handle.id);
      if (t) clearTimeout(t);
      live.delete(handle.id);
    },
  };
}
