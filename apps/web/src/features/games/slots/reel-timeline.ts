/** When the reels stop and each free spin shows after a spin's answer arrives, pure. */
import type { SlotSpinData, SlotSpinView } from '@nyota/contract/api/per-bet-games';

export const REEL_COUNT = 5;
const REEL_STOP_MS = 700;
const REEL_STAGGER_MS = 160;
const FREE_SPIN_MS = 900;
/** After the last free spin, so the result never shows before the last window. */
const SETTLE_GAP_MS = 50;

export interface ReelTimeline {
  /** Ms after the start at which reel i (0-based) stops. */
  reelStops: number[];
  /** Ms after the start at which free spin i shows. */
  freeSpins: number[];
  /** Ms after the start at which the round is settled on screen. */
  settle: number;
}

export function reelTimeline(freeSpinCount: number): ReelTimeline {
  const reelStops = Array.from({ length: REEL_COUNT }, (_, reel) => REEL_STOP_MS + reel * REEL_STAGGER_MS);
  const baseDone = REEL_STOP_MS + (REEL_COUNT - 1) * REEL_STAGGER_MS;
  const freeSpins = Array.from({ length: freeSpinCount }, (_, i) => baseDone + (i + 1) * FREE_SPIN_MS);
  return { reelStops, freeSpins, settle: baseDone + freeSpinCount * FREE_SPIN_MS + SETTLE_GAP_MS };
}

/** The window on screen: the paid spin (shown = -1) or free spin `shown`. */
export function shownSpin(round: SlotSpinData | null, shown: number): SlotSpinView | null {
  if (!round) return null;
  return shown < 0 ? round.base : (round.freeSpins[shown] ?? round.base);
}
