/**
 * The reality check's play session: it begins when the player first opens a real-money game in this
 * tab and lasts as long as the tab's session storage (a reload keeps it; a new tab starts afresh).
 * Kept outside React, so moving between game pages neither resets the timer nor skips a check.
 */
const START_KEY = 'nyota.rc.start';
const ACK_KEY = 'nyota.rc.ack';

export interface PlayStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** sessionStorage that never throws (private modes): then the session lasts for this page only. */
const memory = new Map<string, string>();
export const tabStore: PlayStore = {
  get(key) {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key, value) {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
};

function readTime(store: PlayStore, key: string): number | null {
  const n = Number(store.get(key));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** When this tab's play session began; begins it now if it has not. */
export function playSessionStart(store: PlayStore, now: number): number {
  const start = readTime(store, START_KEY);
  if (start !== null && start <= now) return start;
  store.set(START_KEY, String(now));
  return now;
}

/** When the next check is due: an interval after the session began or the last check was answered. */
export function nextCheckAt(store: PlayStore, now: number, intervalMinutes: number): number | null {
  if (intervalMinutes <= 0) return null;
  const start = playSessionStart(store, now);
  const ack = readTime(store, ACK_KEY);
  return Math.max(start, ack ?? 0) + intervalMinutes * 60_000;
}

/** The player answered a check: the next one comes a whole interval later. */
export function answerCheck(store: PlayStore, now: number): void {
  store.set(ACK_KEY, String(now));
}
