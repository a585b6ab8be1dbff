// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reelTimeline } from './reel-timeline';
import { slotRound } from './test-fixtures';
import { useSlotReels } from './use-slot-reels';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('slot reels hook', () => {
  it('rolls, stops each reel in turn, shows the free spins, then settles with the payout in the balance', () => {
    const { result } = renderHook(() => useSlotReels());
    expect(result.current).toMatchObject({ round: null, spinning: false, settled: null, view: null });
    const round = slotRound(2, 500, 10_500);
    const settled = vi.fn();
    act(() => result.current.play(round, settled));
    expect(result.current).toMatchObject({ spinning: true, stopped: 0, shown: -1, settled: null });
    // The payout is not in the balance until the round is over.
    expect(result.current.round?.balance).toBe(10_000);

    const t = reelTimeline(2);
    act(() => void vi.advanceTimersByTime(t.reelStops[0] ?? 0));
    expect(result.current.stopped).toBe(1);
    act(() => void vi.advanceTimersByTime((t.reelStops[4] ?? 0) - (t.reelStops[0] ?? 0)));
    expect(result.current.stopped).toBe(5);
    expect(result.current.view).toBe(result.current.round?.base);

    act(() => void vi.advanceTimersByTime((t.freeSpins[0] ?? 0) - (t.reelStops[4] ?? 0)));
    expect(result.current.shown).toBe(0);
    expect(result.current.view?.pay).toBe(1);
    expect(settled).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(t.settle));
    expect(settled).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ spinning: false, version: 1 });
    expect(result.current.settled?.balance).toBe(10_500);
  });

  it('stops its timers when the view goes away', () => {
    const { result, unmount } = renderHook(() => useSlotReels());
    const settled = vi.fn();
    act(() => result.current.play(slotRound(0), settled));
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(settled).not.toHaveBeenCalled();
  });
});
