/**
 * Demo mode: play money kept in this browser only. Demo bets are made on the same rounds at the
 * same published odds and settled here from the public results with the fairness package's rules,
 * so demo shows exactly what real play would have paid. No server call moves anything.
 */
import { settleSelection, type FootballMarket } from '@nyota/fairness/football';
import type { FootballBet, FootballMatchResult } from '@nyota/contract/api/football';

const KEY = 'nyota.football.demo';
export const DEMO_START_BALANCE = 100_000;
const KEEP = 50;

interface DemoState {
  balance: number;
  bets: FootballBet[];
}

function read(): DemoState {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw) {
      const s = JSON.parse(raw) as DemoState;
      if (Number.isSafeInteger(s.balance) && Array.isArray(s.bets)) return s;
    }
  } catch {
    // A broken or blocked store starts a fresh demo wallet.
  }
  return { balance: DEMO_START_BALANCE, bets: [] };
}

function write(s: DemoState): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ balance: s.balance, bets: s.bets.slice(0, KEEP) }));
  } catch {
    // Private mode: the demo still works for this page view.
  }
}

export function demoState(): DemoState {
  return read();
}

export function demoReset(): DemoState {
  const s = { balance: DEMO_START_BALANCE, bets: [] };
  write(s);
  return s;
}

export function demoPlace(
  bet: Omit<FootballBet, 'id' | 'status' | 'payout' | 'placedAt' | 'settledAt'>,
  now: number,
): DemoState | null {
  const s = read();
  if (bet.stake > s.balance) return null;
  const placed: FootballBet = {
    ...bet,
    id: `demo-${now}-${Math.floor(Math.random() * 1e9)}`,
    status: 'open',
    payout: null,
    placedAt: new Date(now).toISOString(),
    settledAt: null,
  };
  const next = { balance: s.balance - bet.stake, bets: [placed, ...s.bets] };
  write(next);
  return next;
}

/** Settles open demo bets of a round from its public results (void rounds refund). */
export function demoSettle(roundId: string, results: FootballMatchResult[] | null, voided: boolean, now: number): DemoState {
  const s = read();
  let changed = false;
  const bets = s.bets.map((b) => {
    if (b.roundId !== roundId || b.status !== 'open') return b;
    const result = results?.[b.matchIndex];
    if (!voided && !result) return b;
    changed = true;
    const payout =
      voided || !result ? b.stake : settleSelection(b.market as FootballMarket, b.selection, b.odds, b.stake, result);
    const status: FootballBet['status'] = voided ? 'refunded' : payout > 0 ? 'won' : 'lost';
    s.balance += payout;
    return { ...b, status, payout, settledAt: new Date(now).toISOString() };
  });
  if (!changed) return s;
  const next = { balance: s.balance, bets };
  write(next);
  return next;
}
