/**
 * Which signal each marker counts and over what window (the thresholds setting), and which markers
 * are over. Counting starts again after a staff review: only signals after it count, so a reviewed
 * player is flagged again only by new behaviour.
 */
import type { HarmMarker, HarmMarkerCount, HarmThresholds } from '@nyota/contract/staff/harm-markers-schemas';
import { HARM_MARKERS } from '@nyota/contract/staff/harm-markers-schemas';
import { HARM_SIGNALS, type HarmSignal } from './harm-signals.js';
import type { SignalFloors } from './harm-signals.repo.js';

const HOUR_MS = 3_600_000;

interface MarkerRule {
  signal: HarmSignal;
  threshold: number;
  windowHours: number;
}

export function markerRules(t: HarmThresholds): Record<HarmMarker, MarkerRule> {
  return {
    deposit_velocity: { signal: 'deposit', threshold: t.depositVelocity.count, windowHours: t.depositVelocity.hours },
    failed_deposits: { signal: 'deposit_failed', threshold: t.failedDeposits.count, windowHours: t.failedDeposits.hours },
    night_play: { signal: 'night_play', threshold: t.nightPlay.count, windowHours: t.nightPlay.days * 24 },
    limit_hits: { signal: 'limit_hit', threshold: t.limitHits.count, windowHours: t.limitHits.days * 24 },
    cancel_redeposit: {
      signal: 'cancel_redeposit',
      threshold: t.cancelRedeposit.count,
      windowHours: t.cancelRedeposit.days * 24,
    },
    chasing_losses: { signal: 'chase', threshold: t.chasingLosses.count, windowHours: t.chasingLosses.days * 24 },
  };
}

/** Each signal's counting floor at `at`: its marker's window, never before the last review. */
export function floorsAt(t: HarmThresholds, at: Date, reviewedAt: Date | null): SignalFloors {
  const floors = Object.fromEntries(HARM_SIGNALS.map((s) => [s, at])) as SignalFloors;
  for (const rule of Object.values(markerRules(t))) {
    const start = at.getTime() - rule.windowHours * HOUR_MS;
    floors[rule.signal] = new Date(Math.max(start, reviewedAt?.getTime() ?? 0));
  }
  return floors;
}

export function markerCounts(t: HarmThresholds, counts: Record<HarmSignal, number>): HarmMarkerCount[] {
  const rules = markerRules(t);
  return HARM_MARKERS.map((marker) => {
    const { signal, threshold, windowHours } = rules[marker];
    return { marker, count: counts[signal], threshold, windowHours };
  });
}

export const overThreshold = (markers: readonly HarmMarkerCount[]) => markers.filter((m) => m.count >= m.threshold);
