// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FootballBet, FootballRound } from '@nyota/contract/api/football';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_START_BALANCE } from './demo-wallet';
import { useFootballBets, type FootballBetPorts, type FootballBetsInput } from './use-football-bets';

function round(id: string, state: FootballRound['state']): FootballRound {
  return {
    id,
    roundNumber: 1,
    season: 1,
    matchday: 1,
    state,
    opensAt: '',
    closesAt: '',
    kickoffAt: '',
    fullTimeAt: '',
    commitment: '',
    roundHash: null,
    configVersion: 'v1',
    fixtures: [],
    results: null,
  };
}

const home = { matchIndex: 0, market: '1x2', selection: 'home', odds: 210 };
const over = { matchIndex: 1, market: 'ou25', selection: 'over', odds: 185 };

function serverBet(id: string, stake: number): FootballBet {
  return { id, roundId: 'r2', ...home, stake, status: 'open', payout: null, placedAt: '', settledAt: null };
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function setup(input: Partial<FootballBetsInput>, ports?: FootballBetPorts) {
  const refresh = vi.fn();
  const initialProps: FootballBetsInput = { mode: 'demo', next: round('r2', 'betting'), previous: null, refresh, ...input };
  const hook = renderHook((p: FootballBetsInput) => useFootballBets(p, ports), { wrapper, initialProps });
  return { ...hook, refresh, initialProps };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('football bets hook, demo', () => {
  it('takes each pick from the play-money balance, and stops at the first the balance cannot cover', async () => {
    const { result } = setup({});
    const onPlaced = vi.fn();
    await act(() => result.current.place([home, over], 1_000, onPlaced));
    expect(result.current.demoBalance).toBe(DEMO_START_BALANCE - 2_000);
    expect(result.current.bets.map((b) => b.selection)).toEqual(['over', 'home']);
    expect(onPlaced).toHaveBeenCalledTimes(1);

    const tooMuch = vi.fn();
    await act(() => result.current.place([home], DEMO_START_BALANCE, tooMuch));
    expect(tooMuch).not.toHaveBeenCalled();
    expect(result.current.demoBalance).toBe(DEMO_START_BALANCE - 2_000);

    act(() => result.current.resetDemo());
    expect(result.current).toMatchObject({ demoBalance: DEMO_START_BALANCE, bets: [] });
  });

  it('refunds the open bets of a round that ends void', async () => {
    const { result, rerender, initialProps } = setup({});
    await act(() => result.current.place([home], 1_000, () => undefined));
    rerender({ ...initialProps, next: round('r3', 'betting'), previous: round('r2', 'live') });
    expect(result.current.bets[0]?.status).toBe('open');
    rerender({ ...initialProps, next: round('r3', 'betting'), previous: round('r2', 'void') });
    expect(result.current.bets[0]?.status).toBe('refunded');
    expect(result.current.demoBalance).toBe(DEMO_START_BALANCE);
  });
});

describe('football bets hook, play', () => {
  it('places through the server until one is refused, then reloads the round and the bet list', async () => {
    const mine = [serverBet('b1', 500)];
    const ports = {
      placeBet: vi
        .fn<FootballBetPorts['placeBet']>()
        .mockResolvedValueOnce({ bet: serverBet('b1', 500), balance: 9_500 })
        .mockRejectedValueOnce(new Error('odds changed')),
      fetchMyBets: vi.fn<FootballBetPorts['fetchMyBets']>(() => Promise.resolve(mine)),
    };
    const { result, refresh } = setup({ mode: 'play' }, ports);
    expect(ports.fetchMyBets).not.toHaveBeenCalled();
    const onPlaced = vi.fn();
    await act(() => result.current.place([home, over, home], 500, onPlaced));
    expect(ports.placeBet).toHaveBeenCalledTimes(2);
    expect(ports.placeBet).toHaveBeenCalledWith({ roundId: 'r2', ...home, stake: 500 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(result.current.bets).toEqual(mine);
  });

  it('reloads the bet list when the previous round changes state', async () => {
    const ports = {
      placeBet: vi.fn<FootballBetPorts['placeBet']>(),
      fetchMyBets: vi.fn<FootballBetPorts['fetchMyBets']>(() => Promise.resolve([serverBet('b9', 100)])),
    };
    const { result, rerender, initialProps } = setup({ mode: 'play', previous: round('r1', 'live') }, ports);
    await waitFor(() => expect(result.current.bets.map((b) => b.id)).toEqual(['b9']));
    rerender({ ...initialProps, previous: round('r1', 'settled') });
    await waitFor(() => expect(ports.fetchMyBets).toHaveBeenCalledTimes(2));
  });
});
