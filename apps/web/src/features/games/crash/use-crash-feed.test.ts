// @vitest-environment happy-dom
import type { CrashSnapshot } from '@nyota/contract/api/crash';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedHandlers } from './feed';
import { useCrashFeed, type CrashFeedListener, type CrashFeedPorts } from './use-crash-feed';

afterEach(cleanup);

const snapshot: CrashSnapshot = {
  serverTime: Date.now(),
  round: {
    roundId: 'r1',
    gameNumber: 1,
    phase: 'betting',
    commitment: 'c',
    bettingClosesAt: Date.now() + 5_000,
    startTime: null,
    elapsedMs: null,
    crashPoint: null,
    gameHash: null,
    forced: null,
  },
  limits: null,
  bets: [],
  betCount: 0,
  betTotal: 0,
  mine: [],
  queued: [],
  history: [],
};

/** A feed the test drives by hand, and a snapshot call that answers at once. */
function fakePorts() {
  const opened: FeedHandlers[] = [];
  const closed = vi.fn();
  const ports: CrashFeedPorts = {
    open: (h) => {
      opened.push(h);
      return closed;
    },
    fetchSnapshot: vi.fn(() => Promise.resolve(snapshot)),
  };
  const feed = () => {
    const h = opened.at(-1);
    if (!h) throw new Error('the feed was not opened');
    return h;
  };
  return { ports, opened, closed, feed };
}

const listener = (): CrashFeedListener => ({ onSnapshot: vi.fn(), onEvent: vi.fn() });

describe('crash feed hook', () => {
  it('goes online and loads the snapshot when the feed opens, offline when it drops', async () => {
    const { ports, feed } = fakePorts();
    const l = listener();
    const { result } = renderHook(() => useCrashFeed('play', l, ports));
    expect(result.current.online).toBe(false);
    act(() => feed().onOpen());
    await waitFor(() => expect(result.current.state.round?.roundId).toBe('r1'));
    expect(result.current.online).toBe(true);
    expect(l.onSnapshot).toHaveBeenCalledWith(snapshot);
    act(() => feed().onDown());
    expect(result.current.online).toBe(false);
  });

  it('applies events to the round, then hands them to the listener', async () => {
    const { ports, feed } = fakePorts();
    const l = listener();
    const { result } = renderHook(() => useCrashFeed('demo', l, ports));
    act(() => feed().onOpen());
    await waitFor(() => expect(result.current.state.round).not.toBeNull());
    const started = { object: 'Crash' as const, event: 'started' as const, data: { roundId: 'r1', startTime: 123 } };
    act(() => feed().onMessage(started));
    expect(result.current.state.round).toMatchObject({ phase: 'running', startTime: 123 });
    expect(l.onEvent).toHaveBeenCalledWith(started);
  });

  it('keeps the last round when the snapshot call fails', async () => {
    const { ports, feed } = fakePorts();
    ports.fetchSnapshot = vi.fn(() => Promise.reject(new Error('offline')));
    const l = listener();
    const { result } = renderHook(() => useCrashFeed('play', l, ports));
    await act(async () => {
      feed().onOpen();
      await Promise.resolve();
    });
    expect(result.current.state.round).toBeNull();
    expect(l.onSnapshot).not.toHaveBeenCalled();
  });

  it('closes the feed on unmount and reopens it when the mode changes', () => {
    const { ports, opened, closed } = fakePorts();
    const { rerender, unmount } = renderHook(({ mode }) => useCrashFeed(mode, listener(), ports), {
      initialProps: { mode: 'play' as 'play' | 'demo' },
    });
    rerender({ mode: 'demo' });
    expect(opened).toHaveLength(2);
    expect(closed).toHaveBeenCalledTimes(1);
    unmount();
    expect(closed).toHaveBeenCalledTimes(2);
  });
});
