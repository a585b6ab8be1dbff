/**
 * When a limit change takes effect (UKGC RTS 12): a new limit or a lower one applies at once; a
 * higher one or a removal waits 24 hours, the current value applying meanwhile. Pure: the stored
 * row and the clock in, the row to store out.
 */
import type { LimitKind } from '@nyota/contract/api/safer-play';
import type { StoredLimit } from './limits.repo.js';

export const COOLING_OFF_MS = 24 * 3600_000;

export interface EffectiveLimit {
  value: number | null;
  pending: { value: number | null; effectiveAt: Date } | null;
}

/** What applies now: a pending change whose time has come has replaced the old value. */
export function effective(stored: StoredLimit | undefined, now: Date): EffectiveLimit {
  if (!stored) return { value: null, pending: null };
  if (stored.pendingAt === null) return { value: stored.amount, pending: null };
  if (stored.pendingAt.getTime() <= now.getTime()) return { value: stored.pendingAmount, pending: null };
  return { value: stored.amount, pending: { value: stored.pendingAmount, effectiveAt: stored.pendingAt } };
}

/** Is `next` (null = no limit) stricter than or as strict as `current`? */
function tighterOrSame(next: number | null, current: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/** The row to store when the member asks for `next` (null removes the limit). */
export function applyChange(
  memberId: string,
  kind: LimitKind,
  stored: StoredLimit | undefined,
  next: number | null,
  now: Date,
): StoredLimit {
  const { value } = effective(stored, now);
  // Tighter (or the same): at once, and any raise still waiting is dropped.
  if (tighterOrSame(next, value)) return { memberId, kind, amount: next, pendingAmount: null, pendingAt: null };
  // Looser: the current value stays for 24 hours from this request (a new request restarts the wait).
  return { memberId, kind, amount: value, pendingAmount: next, pendingAt: new Date(now.getTime() + COOLING_OFF_MS) };
}
