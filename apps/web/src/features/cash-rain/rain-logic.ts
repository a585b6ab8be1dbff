/**
 * Cash rain's timings (the seeds' constants) and the home strip's state, pure so they are tested
 * apart from the DOM. Times are milliseconds; `now` is the server's clock as the client estimates it.
 */
import { CashRainStatus, type CashRainCfg, type CashRainDuration } from '@nyota/contract/api/cash-rain';

export const START_COUNTDOWN_S = 3;
export const RAIN_MS = 15_000;
/** A new drop every 80 ms on desktop, 200 ms on mobile; each falls for 4 s (desktop) or 8 s (mobile). */
export const DROP_EVERY_MS = { desktop: 80, mobile: 200 } as const;
export const FALL_MS = { desktop: 4_000, mobile: 8_000 } as const;
/** How long the strip says "round ended" (and offers the check) after a round ends. */
export const ENDED_SHOWN_MS = 10 * 60_000;

/** The seeds' strip states: 1 grab now, 2 starts at a time, 3 see tomorrow, -1 round ended. */
export type StripState = 1 | 2 | 3 | -1;

export interface Strip {
  state: StripState;
  round: CashRainDuration | null;
}

export function stripOf(cfg: Pick<CashRainCfg, 'durations'>, now: number): Strip {
  const rounds = cfg.durations;
  const onTime = rounds.find((r) => Date.parse(r.begin) <= now && now < Date.parse(r.end));
  if (onTime) return { state: CashRainStatus.ON_TIME, round: onTime };
  const ended = rounds
    .filter((r) => Date.parse(r.end) <= now && now - Date.parse(r.end) < ENDED_SHOWN_MS)
    .sort((a, b) => Date.parse(b.end) - Date.parse(a.end))[0];
  if (ended) return { state: CashRainStatus.ENDED, round: ended };
  const next = rounds.filter((r) => Date.parse(r.begin) > now).sort((a, b) => Date.parse(a.begin) - Date.parse(b.begin))[0];
  if (next && sameLocalDay(Date.parse(next.begin), now)) return { state: CashRainStatus.WAITING, round: next };
  return { state: CashRainStatus.FINISHED, round: next ?? null };
}

function sameLocalDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/** "1:05:09" or "4:07" from milliseconds, never negative. */
export function countdownText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Where drop n lands across the field (percent), spread without a random source so tests can replay it. */
export function dropLeft(n: number): number {
  return (n * 37 + 11) % 92;
}

/** Every third drop is the green variant (drawn tilted 90 degrees). */
export function isGreen(n: number): boolean {
  return n % 3 === 2;
}
