/** The crash loop's pace: how long each phase lasts and how often events go out. */
export interface CrashTiming {
  bettingMs: number;
  tickMs: number;
  pauseMs: number;
  /** How long a round's lease lasts without renewal; recovery waits this long for a vanished node. */
  leaseMs: number;
  /** How often a tick goes out without cash-outs to keep clients in sync (marked `sync`). */
  syncEveryMs: number;
  /** The shortest gap between two events announcing bets or cash-outs (each is a fan-out to every watcher). */
  noticeEveryMs: number;
}

export const DEFAULT_TIMING: CrashTiming = {
  bettingMs: 7_000,
  tickMs: 150,
  pauseMs: 3_000,
  leaseMs: 15_000,
  syncEveryMs: 1_000,
  noticeEveryMs: 250,
};
