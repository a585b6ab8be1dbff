/**
 * The match view's clock: the 90 minutes of a match are mapped onto its real kick-off to full-time
 * window, so the minute and the score follow from the time alone and the published timeline (no
 * ticks to download).
 */
import type { FootballMatchResult, FootballRound } from '@nyota/contract/api/football';

export const MATCH_MINUTES = 90;

export type Phase = 'betting' | 'closed' | 'live' | 'full_time';

export function phaseOf(round: Pick<FootballRound, 'closesAt' | 'kickoffAt' | 'fullTimeAt'>, now: number): Phase {
  if (now < Date.parse(round.closesAt)) return 'betting';
  if (now < Date.parse(round.kickoffAt)) return 'closed';
  if (now < Date.parse(round.fullTimeAt)) return 'live';
  return 'full_time';
}

/** The match minute shown at `now` (0 before kick-off, 90 from full time). */
export function minuteAt(round: Pick<FootballRound, 'kickoffAt' | 'fullTimeAt'>, now: number): number {
  const start = Date.parse(round.kickoffAt);
  const span = Date.parse(round.fullTimeAt) - start;
  if (now <= start || span <= 0) return 0;
  return Math.min(MATCH_MINUTES, Math.floor(((now - start) / span) * MATCH_MINUTES));
}

/** The score after `minute` from the published goals. */
export function scoreAt(result: FootballMatchResult, minute: number): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const g of result.goals) {
    if (g.minute > minute) break;
    if (g.side === 'home') home++;
    else away++;
  }
  return { home, away };
}

/** Whole seconds until `at` (0 once passed), for countdowns. */
export function secondsUntil(at: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
}

/** m:ss */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
