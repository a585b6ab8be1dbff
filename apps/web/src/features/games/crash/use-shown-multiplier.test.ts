// @vitest-environment happy-dom
import { multiplierAt } from '@nyota/fairness/crash';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY, type CrashState } from './crash-state';
import { roundView } from './test-fixtures';
import { useShownMultiplier } from './use-shown-multiplier';
import { useLiteMode } from './use-lite-mode';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

const running: CrashState = { ...EMPTY, round: roundView({ phase: 'running', startTime: 1_000_000, lastElapsed: 60_000 }) };

describe('shown multiplier', () => {
  it('is 1.00x with no round, and follows the curve while the round runs', () => {
    expect(renderHook(() => useShownMultiplier(EMPTY, false)).result.current).toBe(100);
    const { result } = renderHook(() => useShownMultiplier(running, false));
    expect(result.current).toBe(100);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(multiplierAt(3_000));
  });

  it('refreshes less often in lite mode', () => {
    const { result } = renderHook(() => useShownMultiplier(running, true));
    act(() => void vi.advanceTimersByTime(400));
    expect(result.current).toBe(100);
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe(multiplierAt(500));
  });

  it('stays put while the round is not running', () => {
    const betting: CrashState = { ...EMPTY, round: roundView() };
    const { result } = renderHook(() => useShownMultiplier(betting, false));
    act(() => void vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(100);
  });
});

describe('lite mode', () => {
  it('is off at first and remembered once chosen', () => {
    const first = renderHook(() => useLiteMode());
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1](true));
    expect(first.result.current[0]).toBe(true);
    expect(renderHook(() => useLiteMode()).result.current[0]).toBe(true);
  });
});
