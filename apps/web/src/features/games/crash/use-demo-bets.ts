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

export function useDemoBets(active: boolean, state: CrashState) {
  const [demo, setDemo] = useState<DemoBet[]>([]);
  const [balance, setBalance] = useState(() => demoBalance());
  const stateRef = useRef(state);
  stateRef.current = state;

  const addToBalance = (delta: number) =>
    setBalance((v) => {
      saveDemoBalance(v + delta);
      return v + delta;
    });

  // The multiplier the curve shows now: cash-outs happen where the player sees the curve.
  const multiplierNow = () => {
    const s = stateRef.current;
    return multiplierAt(s.round ? drawElapsed(s.round, s.offset, Date.now()) : 0);
  };

  /** A start takes in the queued bets (a panel keeps its last result until the player bets again); a crash settles. */
  const onFeedEvent = (m: ImMessageOf<'Crash'>) => {
    if (m.event === 'starting') {
      const { roundId } = m.data;
      setDemo((list) => joinRound(list, roundId));
    }
    if (m.event === 'crashed') {
      const { roundId, crashPoint } = m.data;
      setDemo((list) => {
        const r = settleDemo(list, roundId, crashPoint);
        if (r.won > 0) addToBalance(r.won);
        return r.bets;
      });
    }
  };

  const panel = (p: 1 | 2, round: RoundView | null): PanelView => demoPanelView(demo, p, round);

  async function bet(p: 1 | 2, stake: number, autoCashout: number | null): Promise<void> {
    if (stake > balance) throw new Error('short');
    const s = stateRef.current;
    const now = Date.now();
    const b = newDemoBet(p, stake, autoCashout, s.round, now + s.offset, now);
    setDemo((list) => addDemoBet(list, b));
    addToBalance(-stake);
  }

  async function cancel(p: 1 | 2): Promise<void> {
    const b = cancellableDemoBet(demo, p, stateRef.current.round?.phase ?? null);
    if (!b) return;
    setDemo((list) => list.filter((x) => x !== b));
    addToBalance(b.stake);
  }

  async function cashOut(p: 1 | 2): Promise<void> {
    const at = multiplierNow();
    setDemo((list) => cashOutDemo(list, p, at));
  }

  // Auto cash-out: marks the bet at its target once the drawn curve reaches it (settled at the crash).
  const phase = state.round?.phase;
  const roundId = state.round?.roundId;
  useEffect(() => {
    if (!active || phase !== 'running') return;
    const id = window.setInterval(() => {
      const m = multiplierNow();
      setDemo((list) => autoCashOutDemo(list, m));
    }, AUTO_CASHOUT_CHECK_MS);
    return () => window.clearInterval(id);
  }, [active, phase, roundId]);

  return { balance, onFeedEvent, panel, bet, cancel, cashOut };
}
