/**
 * The 3-day check-in run's rule (docs/product-rules/deposit-offers.md#normal-3-day-check-in), by the
 * market's calendar days. Seeds: "3 days, login within 2 days to claim again": the run waits for a
 * member who keeps signing in, and lapses once they stay away (no sign-in and no check-in) for more
 * than `returnDays` market days after their last check-in.
 */
import type { NormalDepositOffer } from '@nyota/contract/staff/deposit-offer-settings-schemas';
import { localDay } from '../../platform/time/local-day.js';
import type { DepositOfferClaim } from './deposit-offer-claims.repo.js';

const DAY_MS = 86_400_000;

/** Market days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/**
 * What the run needs of a member's sign-ins (market days, YYYY-MM-DD): the latest, the first of the
 * unbroken stretch it belongs to (no two sign-ins more than `returnDays` apart), and the last day of
 * the stretch before that one (null when there was none).
 */
export interface SignInStretch {
  lastDay: string;
  stretchFrom: string;
  previousStretchEnd: string | null;
}

/** The stretch after a sign-in on `day`; null when it changes nothing (the same day, or an older one). */
export function stretchAfter(prev: SignInStretch | undefined, day: string, returnDays: number): SignInStretch | null {
  if (!prev) return { lastDay: day, stretchFrom: day, previousStretchEnd: null };
  if (day <= prev.lastDay) return null;
  if (daysBetween(prev.lastDay, day) > returnDays) return { lastDay: day, stretchFrom: day, previousStretchEnd: prev.lastDay };
  return { ...prev, lastDay: day };
}

/**
 * Whether the member stayed away more than `returnDays` market days at some point between the last
 * check-in and today. A check-in is a visit too, and today counts as one (the member is asking).
 * Today's own sign-in never changes the answer (it either closes a gap already too long, or follows
 * one short enough), so a consumer that has not read it yet gives the same answer.
 */
export function stayedAway(checkedIn: string, today: string, returnDays: number, signIns?: SignInStretch): boolean {
  const lastSeen = signIns && signIns.lastDay > checkedIn ? signIns.lastDay : checkedIn;
  if (daysBetween(lastSeen, today) > returnDays) return true;
  if (!signIns || signIns.stretchFrom <= checkedIn) return false;
  // The stretch going on now began after the check-in: the gap before it runs from the later of the
  // check-in and the previous stretch's last sign-in.
  const end = signIns.previousStretchEnd;
  const before = end !== null && end > checkedIn ? end : checkedIn;
  return daysBetween(before, signIns.stretchFrom) > returnDays;
}

/**
 * The member's run from their latest live claim: each day's state (0 unclaimed, 1 claimed, -1
 * expired) and the day a claim takes now (0: checked in today already).
 */
export function runOf(
  latest: Pick<DepositOfferClaim, 'itemId' | 'createdAt'> | undefined,
  offer: Pick<NormalDepositOffer, 'durationDays' | 'returnDays'>,
  now: Date,
  timeZone: string,
  signIns?: SignInStretch,
): { state: number[]; day: number } {
  const n = offer.durationDays;
  const fresh = { state: Array<number>(n).fill(0), day: 1 };
  if (!latest) return fresh;
  const done = Math.min(latest.itemId, n);
  const checkedIn = localDay(latest.createdAt, timeZone);
  const today = localDay(now, timeZone);
  const run = (rest: number) => [...Array<number>(done).fill(1), ...Array<number>(n - done).fill(rest)];
  if (daysBetween(checkedIn, today) <= 0) return { state: run(0), day: 0 };
  if (done >= n) return fresh;
  if (!stayedAway(checkedIn, today, offer.returnDays, signIns)) return { state: run(0), day: done + 1 };
  // Lapsed: the days left expired; a claim now starts a new run.
  return { state: run(-1), day: 1 };
}
