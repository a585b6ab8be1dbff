import { describe, expect, it } from 'vitest';
import { reelTimeline, shownSpin } from './reel-timeline';
import { slotRound } from './test-fixtures';

describe('reel timeline', () => {
  it('stops the reels left to right, then shows each free spin, then settles', () => {
    const t = reelTimeline(2);
    expect(t.reelStops).toEqual([700, 860, 1_020, 1_180, 1_340]);
    expect(t.freeSpins).toEqual([2_240, 3_140]);
    expect(t.settle).toBeGreaterThan(3_140);
  });

  it('settles just after the last reel when there are no free spins', () => {
    const t = reelTimeline(0);
    expect(t.freeSpins).toEqual([]);
    expect(t.settle).toBeGreaterThan(1_340);
    expect(t.settle).toBeLessThan(1_500);
  });

  it('shows the paid spin, or the free spin asked for', () => {
    const round = slotRound(2);
    expect(shownSpin(null, -1)).toBeNull();
    expect(shownSpin(round, -1)).toBe(round.base);
    expect(shownSpin(round, 1)).toBe(round.freeSpins[1]);
    expect(shownSpin(round, 7)).toBe(round.base);
  });
});
