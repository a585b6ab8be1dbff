/** The player's real bets as the server's answers and the sockets' events change them. */
import type { CrashCashOutData, CrashMemberBet } from '@nyota/contract/api/crash';
import type { CashoutNotice, CrashData } from '@nyota/contract/im/crash';

export type CashoutResult = Pick<CashoutNotice, 'betId' | 'multiplier' | 'payout' | 'reason'>;

/** Marks the listed bets cashed; a bet already cashed keeps its first result. */
export function applyCashouts(list: readonly CrashMemberBet[], cashouts: readonly CashoutResult[], at: number): CrashMemberBet[] {
  const by = new Map(cashouts.map((c) => [c.betId, c]));
  return list.map((b) => {
    const c = by.get(b.betId);
    return c && !b.cashout
      ? { ...b, status: 'cashed', cashout: { multiplier: c.multiplier, payout: c.payout, at, reason: c.reason } }
      : b;
  });
}

/** The crash of a round: its bets still open are lost. */
export function loseOpenBets(list: readonly CrashMemberBet[], roundId: string): CrashMemberBet[] {
  return list.map((b) => (b.roundId === roundId && b.status === 'open' ? { ...b, status: 'lost' } : b));
}

/** A bet queued during a flight, placed as the next round opened; with no auto cash-out it runs to 200x. */
export function betFromPlacement(placed: CrashData<'queuedBetPlaced'>): CrashMemberBet {
  return {
    betId: placed.betId,
    roundId: placed.roundId,
    panel: placed.panel,
    stake: placed.stake,
    autoCashout: placed.autoCashout,
    target: placed.autoCashout ?? 20_000,
    status: 'open',
    cashout: null,
  };
}

/** A panel holds one bet: a new one replaces whatever the panel showed. */
export function replaceOnPanel<T extends { panel: 1 | 2 }>(list: readonly T[], item: T): T[] {
  return [...list.filter((x) => x.panel !== item.panel), item];
}

/** The server's answer to the player's own cash-out. */
export function applyCashOutAnswer(list: readonly CrashMemberBet[], betId: string, r: CrashCashOutData): CrashMemberBet[] {
  return list.map((x) =>
    x.betId === betId
      ? { ...x, status: 'cashed', cashout: { multiplier: r.multiplier, payout: r.payout, at: r.cashedOutAt, reason: r.reason } }
      : x,
  );
}
