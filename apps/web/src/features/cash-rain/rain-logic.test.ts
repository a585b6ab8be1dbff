import { describe, expect, it } from 'vitest';
import type { CashRainDuration } from '@nyota/contract/api/cash-rain';
import { countdownText, dropLeft, stripOf } from './rain-logic';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const round = (id: number, beginMin: number, endMin: number): CashRainDuration => ({
  id,
  begin: new Date(T0 + beginMin * 60_000).toISOString(),
  end: new Date(T0 + endMin * 60_000).toISOString(),
  status: 2,
  beginCountdown: 0,
  seedHash: 'a'.repeat(64),
  pot: 1_000_000,
  packets: 985,
});

describe('cash rain strip', () => {
  it('grabs during a round, waits before one, says ended just after, and see-tomorrow when none is left', () => {
    const rounds = [round(1, 0, 10), round(2, 60, 70)];
    expect(stripOf({ durations: rounds }, T0 + 5 * 60_000)).toMatchObject({ state: 1, round: { id: 1 } });
    expect(stripOf({ durations: rounds }, T0 - 60_000)).toMatchObject({ state: 2, round: { id: 1 } });
    expect(stripOf({ durations: rounds }, T0 + 11 * 60_000)).toMatchObject({ state: -1, round: { id: 1 } });
    expect(stripOf({ durations: rounds }, T0 + 30 * 60_000)).toMatchObject({ state: 2, round: { id: 2 } });
    expect(stripOf({ durations: rounds }, T0 + 90 * 60_000)).toMatchObject({ state: 3, round: null });
    expect(stripOf({ durations: [] }, T0)).toEqual({ state: 3, round: null });
  });

  it('writes countdowns and spreads drops inside the field', () => {
    expect(countdownText(65_000)).toBe('1:05');
    expect(countdownText(3_600_000 + 9_000)).toBe('1:00:09');
    expect(countdownText(-5)).toBe('0:00');
    for (let n = 0; n < 200; n++) expect(dropLeft(n)).toBeGreaterThanOrEqual(0);
    expect(new Set(Array.from({ length: 20 }, (_, n) => dropLeft(n))).size).toBe(20);
  });
});
