/**
 * The reels' animation of one round: the paid spin's reels stop one by one, then each free spin
 * shows in turn, then the round is settled. The balance shown during the animation is the one
 * before the payout.
 */
import { useEffect, useRef, useState } from 'react';
import type { SlotSpinData } from '@nyota/contract/api/per-bet-games';
import { REEL_COUNT, reelTimeline, shownSpin } from './reel-timeline';

export function useSlotReels() {
  const [round, setRound] = useState<SlotSpinData | null>(null);
  /** -1: the paid spin is shown; i: free spin i. */
  const [shown, setShown] = useState(-1);
  const [spinning, setSpinning] = useState(false);
  const [stopped, setStopped] = useState(REEL_COUNT);
  /** Counts settled rounds, so the fairness panel knows when to refresh. */
  const [version, setVersion] = useState(0);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const later = (ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  /** Plays the round's answer; `onSettled` runs once it is all on screen. */
  function play(data: SlotSpinData, onSettled: () => void) {
    const timeline = reelTimeline(data.freeSpins.length);
    setRound({ ...data, balance: data.balance - data.payout });
    setShown(-1);
    setSpinning(true);
    setStopped(0);
    timeline.reelStops.forEach((at, reel) => later(at, () => setStopped(reel + 1)));
    timeline.freeSpins.forEach((at, i) => later(at, () => setShown(i)));
    later(timeline.settle, () => {
      setSpinning(false);
      setRound(data);
      setVersion((v) => v + 1);
      onSettled();
    });
  }

  return {
    round,
    shown,
    spinning,
    /** How many reels have stopped, left to right. */
    stopped,
    version,
    view: shownSpin(round, shown),
    /** The round once it is over and its result may show. */
    settled: round !== null && !spinning ? round : null,
    play,
  };
}
