/**
 * What a viewer may know of a round's matches at a moment (trust issue 5). The whole timeline is
 * fixed before kick-off, but serving it then would hand out the final score and every goal minute
 * ahead of the clock. So until the round is finished, a read carries only the goals whose minute the
 * server clock has reached (the 90 minutes mapped onto kick-off..full time, as the match view draws
 * them) and the score and half-time score they make; the rest comes with the hash at full time.
 */
import type { FootballMatchResult } from '@nyota/contract/api/football';
import { MATCH_MINUTES, type MatchResult } from '@nyota/fairness/football';

export interface RoundTimes {
  kickoffAt: Date;
  fullTimeAt: Date;
}

/** The match minute the server clock has reached: 0 before kick-off, 90 from full time. */
export function minuteReached(round: RoundTimes, now: Date): number {
  const start = round.kickoffAt.getTime();
  const span = round.fullTimeAt.getTime() - start;
  const elapsed = now.getTime() - start;
  if (elapsed <= 0 || span <= 0) return 0;
  return Math.min(MATCH_MINUTES, Math.floor((elapsed * MATCH_MINUTES) / span));
}

/** One match as far as `minute`: the goals up to it, in order, and the scores they make. */
export function matchSoFar(result: MatchResult, minute: number): FootballMatchResult {
  const goals = result.goals.filter((g) => g.minute <= minute).map((g) => ({ ...g }));
  const count = (side: 'home' | 'away', upTo: number) => goals.filter((g) => g.side === side && g.minute <= upTo).length;
  const half = Math.min(minute, MATCH_MINUTES / 2);
  return {
    home: count('home', minute),
    away: count('away', minute),
    goals,
    halfTime: { home: count('home', half), away: count('away', half) },
  };
}

/** The results a read may carry: all of them once finished, the part played so far while live. */
export function visibleResults(
  round: RoundTimes & { finished: boolean; results: readonly MatchResult[] | null },
  now: Date,
): FootballMatchResult[] | null {
  if (!round.results) return null;
  if (round.finished)
    return round.results.map((m) => ({ ...m, goals: m.goals.map((g) => ({ ...g })), halfTime: { ...m.halfTime } }));
  const minute = minuteReached(round, now);
  return round.results.map((m) => matchSoFar(m, minute));
}
