// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown, useDebounced } from './hooks';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('wallet hooks', () => {
  it('useDebounced gives the value once it has stopped changing', () => {
    const { result, rerender } = renderHook(({ v }) => useDebounced(v, 400), { initialProps: { v: 'a' } });
    rerender({ v: 'ab' });
    act(() => void vi.advanceTimersByTime(300));
    rerender({ v: 'abc' });
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toBe('a');
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });

  it('useCountdown counts down each second and calls back once at zero', () => {
    const done = vi.fn();
    const { result } = renderHook(() => useCountdown(3, done));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
