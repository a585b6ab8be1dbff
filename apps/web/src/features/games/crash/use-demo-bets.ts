/** The play-money bets on both panels, kept in this browser and settled from the feed's crash points. */
import { useEffect, useRef, useState } from 'react';
import type { ImMessageOf } from '@nyota/contract/realtime';
import { multiplierAt } from '@nyota/fairness/crash';
import { drawElapsed, type CrashState, type RoundView } from './crash-state';
import { addDemoBet, autoCashOutDemo, cancellableDemoBet, cashOutDemo, joinRound, newDemoBet } from './demo-bets';
import { demoBalance, saveDemoBalance, settleDemo, type DemoBet } from './demo-wallet';
import { demoPanelView, type PanelView } from './panel-view';

/** Demo auto cash-outs are checked this often while a round runs. */
const AUTO_CASHOUT_CHECK_MS = 100;

/** Auto cash-out: while a round runs, marks bets at their target once the drawn curve reaches it (settled at the crash). */
function useDemoAutoCashOut(active: boolean, state: CrashState, check: () => void): void {
  const phase = state.round?.phase;
  const roundId = state.round?.roundId;
  const checkRef = useRef(check);
  checkRef.current = check;
  useEffect(() => {
    if (!active || phase !== 'running') return;
    const id = window.setInterval(() => checkRef.current(), AUTO_CASHOUT_CHECK_MS);
    return () => window.clearInterval(id);
  }, [active, phase, roundId]);
}

export function useDemoBets(active: boolean, state: CrashState) {
  const [demo, setDemo] = useState<DemoBet[]>([]);
  const [balance, setBalance] = useState(() => demoBalance());
  const stateRef = useRef(state);
  stateRef.current = state;
  // The latest bets and balance, read by event handlers: a payout is worked out here, never inside a
  // state updater, because React may run an updater twice (StrictMode does in development).
  const demoRef = useRef(demo);
  demoRef.current = demo;
  const balanceRef = useRef(balance);
  balanceRef.current = balance;

  /** Every change to the bets goes through here, so the ref is never behind a pending render. */
  const updateDemo = (change: (list: DemoBet[]) => DemoBet[]) => {
    const next = change(demoRef.current);
    demoRef.current = next;
    setDemo(next);
  };

  const addToBalance = (delta: number) => {
    const next = balanceRef.current + delta;
    balanceRef.current = next;
    saveDemoBalance(next);
    setBalance(next);
  };

  // The multiplier the curve shows now: cash-outs happen where the player sees the curve.
  const multiplierNow = () => {
    const s = stateRef.current;
    return multiplierAt(s.round ? drawElapsed(s.round, s.offset, Date.now()) : 0);
  };

  /** A start takes in the queued bets (a panel keeps its last result until the player bets again); a crash settles. */
  const onFeedEvent = (m: ImMessageOf<'Crash'>) => {
    if (m.event === 'starting') {
      const { roundId } = m.data;
      updateDemo((list) => joinRound(list, roundId));
    }
    if (m.event === 'crashed') {
      const { roundId, crashPoint } = m.data;
      const r = settleDemo(demoRef.current, roundId, crashPoint);
      updateDemo(() => r.bets);
      if (r.won > 0) addToBalance(r.won);
    }
  };

  const panel = (p: 1 | 2, round: RoundView | null): PanelView => demoPanelView(demo, p, round);

  async function bet(p: 1 | 2, stake: number, autoCashout: number | null): Promise<void> {
    if (stake > balanceRef.current) throw new Error('short');
    const s = stateRef.current;
    const now = Date.now();
    const b = newDemoBet(p, stake, autoCashout, s.round, now + s.offset, now);
    updateDemo((list) => addDemoBet(list, b));
    addToBalance(-stake);
  }

  async function cancel(p: 1 | 2): Promise<void> {
    const b = cancellableDemoBet(demoRef.current, p, stateRef.current.round?.phase ?? null);
    if (!b) return;
    updateDemo((list) => list.filter((x) => x !== b));
    addToBalance(b.stake);
  }

  async function cashOut(p: 1 | 2): Promise<void> {
    const at = multiplierNow();
    updateDemo((list) => cashOutDemo(list, p, at));
  }

  useDemoAutoCashOut(active, state, () => updateDemo((list) => autoCashOutDemo(list, multiplierNow())));

  return { balance, onFeedEvent, panel, bet, cancel, cashOut };
}
