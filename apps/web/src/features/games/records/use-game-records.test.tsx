// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionState } from '../../../shared/session/session-store';
import { useGameRecords } from './use-game-records';

/** The records endpoints as the API client sees them: 25 records in all, each request recorded. */
function fakeServer() {
  const asked: URL[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    asked.push(url);
    const data = { page: Number(url.searchParams.get('page')), size: Number(url.searchParams.get('size')), total: 25, list: [] };
    return Promise.resolve(
      new Response(JSON.stringify({ code: 0, msg: 'success', data }), { headers: { 'content-type': 'application/json' } }),
    );
  });
  return { fetch, asked };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('__APP_VERSION__', 'test');
  vi.stubGlobal('__BUILD_TIME__', 'test');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionState(SessionState.LOGGED_OUT);
});

const lastAsked = () => Object.fromEntries(server.asked.at(-1)?.searchParams ?? []);

describe('game records hook', () => {
  it('asks nothing before login', () => {
    const { result } = renderHook(() => useGameRecords(), { wrapper });
    expect(result.current.loggedIn).toBe(false);
    expect(server.asked).toEqual([]);
  });

  it('asks for the page of the chosen tab, month and game, and goes back to page 1 on any new filter', async () => {
    setSessionState(SessionState.LOGGED_IN);
    const { result } = renderHook(() => useGameRecords(), { wrapper });
    expect(result.current.months).toHaveLength(6);
    await waitFor(() => expect(result.current.records.isSuccess).toBe(true));
    expect(lastAsked()).toEqual({ page: '1', size: '8', month: result.current.months[0] });
    // 25 records at 8 a page.
    expect(result.current.pages).toBe(4);

    act(() => result.current.nextPage());
    await waitFor(() => expect(lastAsked().page).toBe('2'));
    act(() => result.current.pickGame(3));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(lastAsked()).toMatchObject({ page: '1', gameId: '3' }));

    act(() => result.current.nextPage());
    act(() => result.current.pickMonth(result.current.months[2] ?? ''));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(lastAsked()).toMatchObject({ page: '1', month: result.current.months[2] }));

    act(() => result.current.nextPage());
    const betPath = server.asked.at(-1)?.pathname;
    act(() => result.current.pick('win'));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(server.asked.at(-1)?.pathname).not.toBe(betPath));
    expect(lastAsked().page).toBe('1');
  });
});
