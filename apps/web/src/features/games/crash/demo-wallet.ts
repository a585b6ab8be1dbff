/**
 * Demo mode: play money kept in this browser against the live rounds. The client settles demo
 * bets from the revealed crash point with the server's rule (a cash-out at m wins iff m ≤ the crash
 * point; an auto cash-out at or below it always wins there). The server is never involved.
 */
export const DEMO_START_BALANCE = 100_000;
const KEY = 'nyota.crash.demo';

export interface DemoBet {
  id: string;
  panel: 1 | 2;
  stake: number;
  autoCashout: number | null;
  /** Null while queued for the next round. */
  roundId: string | null;
  /** Where the player cashed out (hundredths), decided at the crash. */
  cashedAt: number | null;
  status: 'queued' | 'open' | 'won' | 'lost';
  payout: number;
}

export function demoBalance(): number {
  try {
    const v = Number(localStorage.getItem(KEY));
    if (localStorage.getItem(KEY) !== null && Number.isSafeInteger(v) && v >= 0) return v;
  } catch {
    // blocked storage: a fresh wallet for this page view
  }
  return DEMO_START_BALANCE;
}

export function saveDemoBalance(v: number): void {
  try {
    localStorage.setItem(KEY, String(v));
  } catch {
    // private mode: the demo still works for this page view
  }
}

export const payoutAt = (stake: number, multiplier: number): number => Math.floor((stake * multiplier) / 100);

/** Settles the round's open bets from its crash point; returns the bets and the amount won. */
export function settleDemo(bets: DemoBet[], roundId: string, crashPoint: number): { bets: DemoBet[]; won: number } {
  let won = 0;
  const next = bets.map((b) => {
    if (b.roundId !== roundId || b.status !== 'open') return b;
    const at = b.cashedAt ?? (b.autoCashout !== null && b.autoCashout <= crashPoint ? b.autoCashout : null);
    if (at !== null && at <= crashPoint) {
      const payout = payoutAt(b.stake, at);
      won += payout;
      return { ...b, cashedAt: at, status: 'won' as const, payout };
    }
    return { ...b, status: 'lost' as const, payout: 0 };
  });
  return { bets: next, won };
}
