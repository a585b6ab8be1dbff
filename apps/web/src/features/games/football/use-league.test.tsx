// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FootballCurrentData, FootballRound, FootballTableData } from '@nyota/contract/api/football';

const api = vi.hoisted(() => ({
  fetchCurrent: vi.fn<() => Promise<FootballCurrentData>>(),
  fetchTable: vi.fn<() => Promise<FootballTableData>>(),
}));
vi.mock('./api', () => api);

const { useLeague } = await import('./use-league');

const T0 = Date.parse('2026-11-26T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

function round(id: string, kickoffMs: number): FootballRound {
  return {
    id,
    roundNumber: 1,
    season: 1,
    matchday: 1,
    state: 'betting',
    opensAt: at(kickoffMs - 24_000),
    closesAt: at(kickoffMs - 2_000),
    kickoffAt: at(kickoffMs),
    fullTimeAt: at(kickoffMs + 12_000),
    commitment: 'c',
    roundHash: null,
    configVersion: '1',
    fixtures: [],
    results: null,
  };
}

function current(next: FootballRound | null): FootballCurrentData {
  return {
    serverTime: new Date().toISOString(),
    next,
    previous: null,
    fairness: null,
    limits: { minStake: 100, maxStake: 100_000, maxWin: 1_000_000 },
    timing: { cycleMs: 24_000, matchMs: 12_000, closeBeforeMs: 2_000 },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  api.fetchTable.mockResolvedValue({ season: 1, rows: [] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.resetAllMocks();
});

describe('useLeague', () => {
  it('asks again within a second when the server still offers a round that has kicked off', async () => {
    // The server is behind: its `next` kicked off 3 s ago, and no new round is open yet.
    api.fetchCurrent.mockResolvedValueOnce(current(round('r1', -3_000))).mockResolvedValue(current(round('r2', 21_000)));
    const { result } = renderHook(() => useLeague());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.current?.next?.id).toBe('r1');
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(api.fetchCurrent).toHaveBeenCalledTimes(2);
    expect(result.current.current?.next?.id).toBe('r2');
  });

  it('waits for the next boundary, not a second, while the offered round is taking bets', async () => {
    api.fetchCurrent.mockResolvedValue(current(round('r2', 21_000)));
    renderHook(() => useLeague());
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(api.fetchCurrent).toHaveBeenCalledTimes(1);
  });
});
