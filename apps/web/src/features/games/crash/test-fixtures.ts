/** Rounds and bets for the crash view's tests. */
import type { CrashMemberBet } from '@nyota/contract/api/crash';
import type { RoundView } from './crash-state';
import type { DemoBet } from './demo-wallet';

export function roundView(over: Partial<RoundView> = {}): RoundView {
  return {
    roundId: 'r1',
    gameNumber: 1,
    phase: 'betting',
    commitment: 'c',
    bettingClosesAt: 10_000,
    startTime: null,
    crashPoint: null,
    gameHash: null,
    forced: false,
    lastElapsed: 0,
    ...over,
  };
}

export function memberBet(over: Partial<CrashMemberBet> = {}): CrashMemberBet {
  return {
    betId: 'b1',
    roundId: 'r1',
    panel: 1,
    stake: 1_000,
    autoCashout: null,
    target: 20_000,
    status: 'open',
    cashout: null,
    ...over,
  };
}

export function demoBet(over: Partial<DemoBet> = {}): DemoBet {
  return {
    id: 'd1',
    panel: 1,
    stake: 1_000,
    autoCashout: null,
    roundId: 'r1',
    cashedAt: null,
    status: 'open',
    payout: 0,
    ...over,
  };
}
