// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrashState } from './crash-state';
import { EMPTY } from './crash-state';
import { DEMO_START_BALANCE } from './demo-wallet';
import { roundView } from './test-fixtures';
import { useDemoBets } from './use-demo-bets';

const betting: CrashState = { ...EMPTY, round: roundView({ bettingClosesAt: Number.MAX_SAFE_INTEGER }) };

function renderDemo(state: CrashState = betting, strict = false) {
  return renderHook(({ s }) => useDemoBets(true, s), { initialProps: { s: state }, reactStrictMode: strict });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('demo bets hook', () => {
  it('takes the stake from the play-money balance, keeps it in storage, and gives it back on cancel', async () => {
    const { result } = renderDemo();
    await act(() => result.current.bet(1, 2_000, null));
    expect(result.current.balance).toBe(DEMO_START_BALANCE - 2_000);
    expect(localStorage.getItem('nyota.crash.demo')).toBe(String(DEMO_START_BALANCE - 2_000));
    expect(result.current.panel(1, betting.round)).toEqual({ kind: 'placed', stake: 2_000 });
    await act(() => result.current.cancel(1));
    expect(result.current.balance).toBe(DEMO_START_BALANCE);
    expect(result.current.panel(1, betting.round)).toEqual({ kind: 'idle' });
  });

  it('refuses a stake above the balance', async () => {
    const { result } = renderDemo();
    await expect(result.current.bet(1, DEMO_START_BALANCE + 1, null)).rejects.toThrow('short');
    expect(result.current.balance).toBe(DEMO_START_BALANCE);
  });

  it('queues a bet while a round flies, joins the next start, and pays a cash-out at the crash', async () => {
    const running: CrashState = { ...EMPTY, round: roundView({ phase: 'running', startTime: Date.now() }) };
    const { result, rerender } = renderDemo(running);
    await act(() => result.current.bet(2, 1_000, null));
    expect(result.current.panel(2, running.round)).toEqual({ kind: 'queued', stake: 1_000 });

    act(() => result.current.onFeedEvent({ object: 'Crash', event: 'starting', data: startingData('r2') }));
    const flying: CrashState = { ...EMPTY, round: roundView({ roundId: 'r2', phase: 'running', startTime: Date.now() }) };
    rerender({ s: flying });
    expect(result.current.panel(2, flying.round)).toEqual({ kind: 'flying', stake: 1_000 });

    await act(() => result.current.cashOut(2));
    const cashed = result.current.panel(2, flying.round);
    if (cashed.kind !== 'cashed') throw new Error(`expected a cash-out, got ${cashed.kind}`);
    expect(cashed.multiplier).toBeLessThan(300);
    act(() => result.current.onFeedEvent({ object: 'Crash', event: 'crashed', data: crashedData('r2', 300) }));
    expect(result.current.balance).toBe(DEMO_START_BALANCE - 1_000 + cashed.payout);
  });

  it('pays a cash-out once under StrictMode, which runs state updaters twice in development', async () => {
    const running: CrashState = { ...EMPTY, round: roundView({ phase: 'running', startTime: Date.now() }) };
    const { result, rerender } = renderDemo(running, true);
    await act(() => result.current.bet(1, 1_000, null));
    act(() => result.current.onFeedEvent({ object: 'Crash', event: 'starting', data: startingData('r3') }));
    const flying: CrashState = { ...EMPTY, round: roundView({ roundId: 'r3', phase: 'running', startTime: Date.now() }) };
    rerender({ s: flying });
    await act(() => result.current.cashOut(1));
    const cashed = result.current.panel(1, flying.round);
    if (cashed.kind !== 'cashed') throw new Error(`expected a cash-out, got ${cashed.kind}`);
    act(() => result.current.onFeedEvent({ object: 'Crash', event: 'crashed', data: crashedData('r3', 300) }));
    expect(result.current.balance).toBe(DEMO_START_BALANCE - 1_000 + cashed.payout);
    expect(localStorage.getItem('nyota.crash.demo')).toBe(String(DEMO_START_BALANCE - 1_000 + cashed.payout));
  });

  it('cashes out at the auto target once the drawn curve reaches it', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { result, rerender } = renderDemo();
    await act(() => result.current.bet(1, 1_000, 101));
    const running: CrashState = { ...EMPTY, round: roundView({ phase: 'running', startTime: 1_000_000, lastElapsed: 60_000 }) };
    rerender({ s: running });
    expect(result.current.panel(1, running.round)).toEqual({ kind: 'flying', stake: 1_000 });
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current.panel(1, running.round)).toEqual({ kind: 'cashed', stake: 1_000, multiplier: 101, payout: 1_010 });
  });
});

function startingData(roundId: string) {
  return { roundId, gameNumber: 2, commitment: 'c', bettingClosesAt: 0, configVersion: 'v', houseEdgeBp: 100 };
}

function crashedData(roundId: string, crashPoint: number) {
  return { roundId, crashPoint, gameHash: 'h', elapsedMs: 1, forced: false, cashouts: [] };
}
