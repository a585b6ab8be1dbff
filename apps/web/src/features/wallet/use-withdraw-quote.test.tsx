// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWithdrawQuote } from './use-withdraw-quote';

const quoteFor = (money: number) => ({ fee: 100, tax: 0, net: money - 100, taxRate: 0, taxableAmount: 0 });

/** The server's quote endpoint as the API client sees it: an envelope per request, each one recorded. */
function fakeServer() {
  const asked: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    asked.push(url.search);
    const data = quoteFor(Number(url.searchParams.get('money')));
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
});

describe('withdraw quote hook', () => {
  it('asks nothing without a valid amount and a channel', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ a, c }) => useWithdrawQuote(a, c), {
        wrapper,
        initialProps: { a: null as number | null, c: 1 as number | null },
      });
      expect(result.current).toEqual({ wanted: false, fresh: undefined });
      rerender({ a: 5_000, c: null });
      act(() => void vi.advanceTimersByTime(2_000));
      expect(result.current).toEqual({ wanted: false, fresh: undefined });
      expect(server.asked).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks once typing pauses, and shows the quote only while it is for what is on screen', async () => {
    const { result, rerender } = renderHook(({ a, c }) => useWithdrawQuote(a, c), {
      wrapper,
      initialProps: { a: 5_000 as number | null, c: 2 as number | null },
    });
    expect(result.current.wanted).toBe(true);
    await waitFor(() => expect(result.current.fresh?.net).toBe(4_900), { timeout: 3_000 });
    expect(server.asked).toEqual(['?money=5000&channel=2']);

    rerender({ a: 6_000, c: 2 });
    expect(result.current.fresh).toBeUndefined();
    await waitFor(() => expect(result.current.fresh?.net).toBe(5_900), { timeout: 3_000 });
    rerender({ a: 6_000, c: 3 });
    expect(result.current.fresh).toBeUndefined();
  });
});
