/**
 * Remembers on this device when the player last set a limit, so offers that push play (the
 * first-deposit offer's 30-minute countdown) stay hidden from a player who has just set one.
 */
import { loadItem, saveItem } from '../../shared/lib/storage';

const KEY = 'rg.limitSetAt';
/** How long after setting a limit no countdown offer is shown. */
export const QUIET_AFTER_LIMIT_MS = 24 * 3_600_000;

export function rememberLimitSet(now = Date.now()): void {
  saveItem(KEY, String(now));
}

/** True when a limit was set on this device within the quiet period: the countdown must not show. */
export function limitSetRecently(now = Date.now()): boolean {
  const at = Number(loadItem(KEY));
  return Number.isFinite(at) && at > 0 && now - at < QUIET_AFTER_LIMIT_MS;
}
