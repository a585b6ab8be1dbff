// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ImMessageOf } from '@nyota/contract/realtime';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../shared/i18n/i18n';
import { feedback } from '../../../shared/ui/feedback/feedback-store';
import { memberBet, roundView } from './test-fixtures';
import { usePlayBets, type PlayBetPorts } from './use-play-bets';

afterEach(cleanup);
// The whole dictionary, so a refusal's text is the real one.
beforeAll(() => loadMessages());

const running = roundView({ phase: 'running', startTime: 1 });
const queuedBet = { queueId: 'q1', panel: 1 as const, stake: 700, autoCashout: null };

/** The member socket and the crash calls, answered at once; the test pushes socket messages. */
function fakePorts() {
  let push: ((m: ImMessageOf<'Crash'>) => void) | null = null;
  const ports: PlayBetPorts = {
    subscribe: vi.fn((handler: (m: ImMessageOf<'Crash'>) => void) => {
      push = handler;
      return () => (push = null);
    }),
    placeBet: vi.fn(() => Promise.resolve({ kind: 'placed' as const, bet: memberBet() })),
    cancelBet: vi.fn(() => Promise.resolve({ cancelled: true, bet: null })),
    cancelQueued: vi.fn(() => Promise.resolve({ cancelled: true, bet: null })),
    cashOut: vi.fn(() =>
      Promise.resolve({
        betId: 'b1',
        roundId: 'r1',
        multiplier: 180,
        payout: 1_800,
        cashedOutAt: 5,
        reason: 'manual' as const,
        replayed: false,
      }),
    ),
  };
  const send = (m: ImMessageOf<'Crash'>) => {
    if (!push) throw new Error('not subscribed');
    act(() => push?.(m));
  };
  return { ports, send };
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('play bets hook', () => {
  it('listens to the member socket only while active', () => {
    const { ports } = fakePorts();
    renderHook(() => usePlayBets(false, ports), { wrapper });
    expect(ports.subscribe).not.toHaveBeenCalled();
  });

  it('places a bet on its panel, cashes it out at the answer, and loses open bets at the crash', async () => {
    const { ports } = fakePorts();
    const { result } = renderHook(() => usePlayBets(true, ports), { wrapper });
    await act(() => result.current.bet(1, 1_000, null));
    expect(ports.placeBet).toHaveBeenCalledWith(1, 1_000, null);
    expect(result.current.panel(1, running)).toEqual({ kind: 'flying', stake: 1_000 });
    await act(() => result.current.cashOut(1));
    expect(result.current.panel(1, running)).toEqual({ kind: 'cashed', stake: 1_000, multiplier: 180, payout: 1_800 });

    act(() => result.current.onSnapshot({ ...snapshotOf(), mine: [memberBet({ betId: 'b2', panel: 2 })] }));
    act(() =>
      result.current.onFeedEvent({
        object: 'Crash',
        event: 'crashed',
        data: { roundId: 'r1', crashPoint: 150, gameHash: 'h', forced: false, elapsedMs: 1, cashouts: [] },
      }),
    );
    expect(result.current.panel(2, running)).toEqual({ kind: 'lost', stake: 1_000 });
  });

  it('follows a queued bet: placed in the next round, or refused; and cancels it through the queue', async () => {
    const { ports, send } = fakePorts();
    const { result } = renderHook(() => usePlayBets(true, ports), { wrapper });
    act(() => result.current.onSnapshot({ ...snapshotOf(), queued: [queuedBet] }));
    expect(result.current.panel(1, running)).toEqual({ kind: 'queued', stake: 700 });
    send({
      object: 'Crash',
      event: 'queuedBetPlaced',
      data: { queueId: 'q1', roundId: 'r1', betId: 'b7', panel: 1, stake: 700, autoCashout: null },
    });
    expect(result.current.panel(1, running)).toEqual({ kind: 'flying', stake: 700 });

    act(() => result.current.onSnapshot({ ...snapshotOf(), queued: [queuedBet] }));
    send({
      object: 'Crash',
      event: 'queuedBetRefused',
      data: { queueId: 'q1', panel: 1, code: 1003, key: 'errors.self_excluded' },
    });
    expect(result.current.panel(1, running)).toEqual({ kind: 'idle' });

    // A refusal whose text names a value (the bonus's maximum stake) shows it filled in.
    act(() => result.current.onSnapshot({ ...snapshotOf(), queued: [queuedBet] }));
    send({
      object: 'Crash',
      event: 'queuedBetRefused',
      data: { queueId: 'q1', panel: 1, code: 2403, key: 'errors.bonus_max_stake', params: { max: 'K50.00' } },
    });
    const last = feedback.store.getState().toasts.at(-1)?.message ?? '';
    expect(last).toContain('bonus money allows stakes up to K50.00');
    expect(last).not.toContain('{max}');

    act(() => result.current.onSnapshot({ ...snapshotOf(), queued: [queuedBet] }));
    await act(() => result.current.cancel(1));
    expect(ports.cancelQueued).toHaveBeenCalledWith('q1');
    expect(ports.cancelBet).not.toHaveBeenCalled();
    expect(result.current.panel(1, running)).toEqual({ kind: 'idle' });
  });

  it('cancels a placed bet, and takes its own cash-outs from the member socket', async () => {
    const { ports, send } = fakePorts();
    const { result } = renderHook(() => usePlayBets(true, ports), { wrapper });
    act(() => result.current.onSnapshot({ ...snapshotOf(), mine: [memberBet(), memberBet({ betId: 'b2', panel: 2 })] }));
    await act(() => result.current.cancel(1));
    expect(ports.cancelBet).toHaveBeenCalledWith('b1');
    expect(result.current.panel(1, running)).toEqual({ kind: 'idle' });
    send({
      object: 'Crash',
      event: 'cashedOut',
      data: { roundId: 'r1', betId: 'b2', panel: 2, multiplier: 300, payout: 3_000, reason: 'auto' },
    });
    expect(result.current.panel(2, running)).toEqual({ kind: 'cashed', stake: 1_000, multiplier: 300, payout: 3_000 });
  });
});

function snapshotOf() {
  return { serverTime: 0, round: null, limits: null, bets: [], betCount: 0, betTotal: 0, mine: [], queued: [], history: [] };
}
