// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CashRainMemberStatus, type CashRainCfg } from '@nyota/contract/api/cash-rain';
import { SessionState } from '@nyota/contract/constants';
import { setSessionState } from '../../shared/session/session-store';
import { CashRainStrip } from './CashRainStrip';

const answer = vi.hoisted(() => ({ cfg: null as unknown }));
vi.mock('./api', () => ({
  cashRainCfgKey: (member: boolean) => ['cash-rain-cfg', member],
  cashRainCall: () => Promise.resolve(answer.cfg),
}));

afterEach(() => {
  cleanup();
  client = new QueryClient();
});

function cfg(memberStatus: number): CashRainCfg {
  const now = Date.now();
  const round = {
    id: 7,
    begin: new Date(now - 60_000).toISOString(),
    end: new Date(now + 60_000).toISOString(),
    status: 1 as const,
    beginCountdown: 0,
    seedHash: 'ab'.repeat(32),
    pot: 1_000_000,
    packets: 985,
  };
  return {
    title: 'Raining Money',
    status: 1,
    durations: [round],
    memberStatus,
    tiers: [],
    serverTime: new Date(now).toISOString(),
  };
}

let client = new QueryClient();
function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
}

describe('the home cash-rain strip', () => {
  it('offers a running round to a member who may join', async () => {
    setSessionState(SessionState.LOGGED_IN);
    answer.cfg = cfg(CashRainMemberStatus.OK);
    render(<CashRainStrip />, { wrapper });
    expect(await screen.findByTestId('cash-rain-grab')).toBeTruthy();
  });

  it('shows nothing to a member held back by responsible gambling (no marketing under a time-out)', async () => {
    setSessionState(SessionState.LOGGED_IN);
    answer.cfg = cfg(CashRainMemberStatus.RESTRICTED);
    const { container } = render(<CashRainStrip />, { wrapper });
    // The same answer with memberStatus 0 renders the strip (above): wait until this one has landed.
    await vi.waitFor(() => expect(client.getQueryState(['cash-rain-cfg', true])?.status).toBe('success'));
    expect(container.querySelector('[data-testid="cash-rain-strip"]')).toBeNull();
  });
});
