// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositTabs } from './DepositTabs';

/** The three offer calls answer when the test says so, each with `enable` (or all fail). */
function offersServer() {
  let answer: (outcome: { enable: boolean } | 'fail') => void = () => undefined;
  const ready = new Promise<{ enable: boolean } | 'fail'>((resolve) => {
    answer = resolve;
  });
  const fetch = vi.fn(async () => {
    const outcome = await ready;
    if (outcome === 'fail') throw new TypeError('Failed to fetch');
    const data = { enable: outcome.enable };
    return new Response(JSON.stringify({ code: 0, msg: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, answer: (outcome: { enable: boolean } | 'fail') => answer(outcome) };
}

function renderTabs(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(
    <DepositTabs>
      <p>the deposit form</p>
    </DepositTabs>,
    { wrapper },
  );
}

let server: ReturnType<typeof offersServer>;
beforeEach(() => {
  server = offersServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('__APP_VERSION__', 'test');
  vi.stubGlobal('__BUILD_TIME__', 'test');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('deposit tabs', () => {
  it('keeps the form hidden until the offers say whether there is a strip, then shows both at once', async () => {
    renderTabs();
    expect(screen.getByTestId('deposit-panel').hidden).toBe(true);
    expect(screen.queryByRole('tablist')).toBeNull();

    server.answer({ enable: true });
    await waitFor(() => expect(screen.getByTestId('deposit-panel').hidden).toBe(false));
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getByTestId('deposit-tab-package')).toBeTruthy();
    expect(screen.getByText('the deposit form')).toBeTruthy();
  });

  it('shows the form alone when no offer is on, or when the offers cannot be read', async () => {
    renderTabs();
    server.answer({ enable: false });
    await waitFor(() => expect(screen.getByTestId('deposit-panel').hidden).toBe(false));
    expect(screen.queryByRole('tablist')).toBeNull();
    cleanup();

    server = offersServer();
    vi.stubGlobal('fetch', server.fetch);
    renderTabs();
    server.answer('fail');
    await waitFor(() => expect(screen.getByTestId('deposit-panel').hidden).toBe(false));
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
