/**
 * The game's state for one screen: the snapshot, the feed's events, and the player's two panels,
 * with real bets through the server ('play') or play-money bets settled here ('demo').
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CrashMemberBet, CrashQueuedBet } from '@nyota/contract/api/crash';
import type { GameMode } from '@nyota/contract/games-constants';
import type { CashoutNotice } from '@nyota/contract/im/crash';
import { ImObject, type ImMessageOf } from '@nyota/contract/realtime';
import { multiplierAt } from '@nyota/fairness/crash';
import { realtime } from '../../../shared/realtime/realtime';
import { ME_KEY } from '../../../shared/session/member-keys';
import * as api from './api';
import { applyEvent, drawElapsed, EMPTY, fromSnapshot, type CrashState } from './crash-state';
import { demoBalance, payoutAt, saveDemoBalance, settleDemo, type DemoBet } from './demo-wallet';
import { openFeed } from './feed';

/** What a panel shows: nothing, a bet waiting for the next round, a bet in this round, or its result. */
export type PanelView =
  | { kind: 'idle' }
  | { kind: 'queued'; stake: number }
  | { kind: 'placed'; stake: number }
  | { kind: 'flying'; stake: number }
  | { kind: 'cashed'; stake: number; multiplier: number; payout: number }
  | { kind: 'lost'; stake: number };

export function useCrash(mode: GameMode) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CrashState>(EMPTY);
  const [online, setOnline] = useState(false);
  const [mine, setMine] = useState<CrashMemberBet[]>([]);
  const [queued, setQueued] = useState<CrashQueuedBet[]>([]);
  const [demo, setDemo] = useState<DemoBet[]>([]);
  const [balance, setBalance] = useState(() => demoBalance());
  const stateRef = useRef(state);
  stateRef.current = state;
  const refreshBalance = useCallback(() => void queryClient.invalidateQueries({ queryKey: ME_KEY }), [queryClient]);

  const reload = useCallback(async () => {
    const snap = await api.fetchSnapshot().catch(() => null);
    if (!snap) return;
    setState(fromSnapshot(snap, Date.now()));
    if (mode === 'play') {
      setMine(snap.mine);
      setQueued(snap.queued);
    }
  }, [mode]);

  // The feed: events in order; a (re)open reloads the snapshot so nothing missed stays missing.
  useEffect(() => {
    const stop = openFeed({
      onOpen: () => {
        setOnline(true);
        void reload();
      },
      onDown: () => setOnline(false),
      onMessage: (m: ImMessageOf<'Crash'>) => {
        const now = Date.now();
        setState((s) => applyEvent(s, m, now));
        if (m.event === 'starting') onStarting(m.data.roundId);
        if (m.event === 'crashed') onCrashed(m.data.roundId, m.data.crashPoint);
        if ((m.event === 'tick' || m.event === 'crashed') && m.data.cashouts) applyMyCashouts(m.data.cashouts);
      },
    });
    return stop;
    // Opened once; handlers read refs and setters.
  }, [reload]);

  // Member events (queued bets placed or refused, own cash-outs) come on the member socket.
  useEffect(() => {
    if (mode !== 'play') return;
    return realtime.subscribe(ImObject.Crash, (m) => {
      if (m.event === 'cashedOut') {
        applyMyCashouts([m.data]);
        refreshBalance();
        return;
      }
      if (m.event !== 'queuedBetPlaced' && m.event !== 'queuedBetRefused') return;
      const { queueId } = m.data;
      setQueued((q) => q.filter((x) => x.queueId !== queueId));
      if (m.event === 'queuedBetPlaced') {
        const placed = m.data;
        setMine((list) => [
          ...list.filter((b) => b.panel !== placed.panel),
          {
            betId: placed.betId,
            roundId: placed.roundId,
            panel: placed.panel,
            stake: placed.stake,
            autoCashout: placed.autoCashout,
            target: placed.autoCashout ?? 20_000,
            status: 'open',
            cashout: null,
          },
        ]);
      }
      refreshBalance();
    });
  }, [mode, refreshBalance]);

  function onStarting(roundId: string) {
    // A panel keeps showing its last result until the player bets again; queued demo bets join this round.
    if (mode === 'demo') setDemo((list) => list.map((b) => (b.status === 'queued' ? { ...b, roundId, status: 'open' } : b)));
  }

  function onCrashed(roundId: string, crashPoint: number) {
    if (mode === 'play') {
      setMine((list) => list.map((b) => (b.roundId === roundId && b.status === 'open' ? { ...b, status: 'lost' } : b)));
      refreshBalance();
      return;
    }
    setDemo((list) => {
      const r = settleDemo(list, roundId, crashPoint);
      if (r.won > 0) {
        setBalance((b) => {
          saveDemoBalance(b + r.won);
          return b + r.won;
        });
      }
      return r.bets;
    });
  }

  /** Own cash-outs: from the member socket, and those of listed bets from the feed. */
  function applyMyCashouts(cashouts: readonly Pick<CashoutNotice, 'betId' | 'multiplier' | 'payout' | 'reason'>[]) {
    if (mode !== 'play') return;
    const by = new Map(cashouts.map((c) => [c.betId, c]));
    setMine((list) =>
      list.map((b) => {
        const c = by.get(b.betId);
        return c && !b.cashout
          ? {
              ...b,
              status: 'cashed',
              cashout: { multiplier: c.multiplier, payout: c.payout, at: Date.now(), reason: c.reason },
            }
          : b;
      }),
    );
  }

  // Demo auto cash-outs as the curve passes them (settled for real at the crash).
  const elapsedNow = () => {
    const s = stateRef.current;
    return s.round ? drawElapsed(s.round, s.offset, Date.now()) : 0;
  };

  const panel = (p: 1 | 2): PanelView => {
    const r = state.round;
    if (mode === 'demo') {
      const b = [...demo].reverse().find((x) => x.panel === p);
      if (!b) return { kind: 'idle' };
      if (b.status === 'queued') return { kind: 'queued', stake: b.stake };
      if (b.status === 'won' || (b.status === 'open' && b.cashedAt !== null)) {
        const m = b.cashedAt ?? 0;
        return { kind: 'cashed', stake: b.stake, multiplier: m, payout: payoutAt(b.stake, m) };
      }
      if (b.status === 'lost') return { kind: 'lost', stake: b.stake };
      return r?.phase === 'running' ? { kind: 'flying', stake: b.stake } : { kind: 'placed', stake: b.stake };
    }
    const q = queued.find((x) => x.panel === p);
    if (q) return { kind: 'queued', stake: q.stake };
    const b = mine.find((x) => x.panel === p);
    if (!b) return { kind: 'idle' };
    if (b.cashout) return { kind: 'cashed', stake: b.stake, multiplier: b.cashout.multiplier, payout: b.cashout.payout };
    if (b.status === 'lost') return { kind: 'lost', stake: b.stake };
    if (b.status !== 'open') return { kind: 'idle' };
    return r?.phase === 'running' && r.roundId === b.roundId
      ? { kind: 'flying', stake: b.stake }
      : { kind: 'placed', stake: b.stake };
  };

  async function bet(p: 1 | 2, stake: number, autoCashout: number | null): Promise<void> {
    if (mode === 'demo') {
      if (stake > balance) throw new Error('short');
      const r = stateRef.current.round;
      const open = r?.phase === 'betting' && Date.now() + stateRef.current.offset < r.bettingClosesAt;
      const b: DemoBet = {
        id: `${Date.now()}-${p}`,
        panel: p,
        stake,
        autoCashout,
        roundId: open && r ? r.roundId : null,
        cashedAt: null,
        status: open ? 'open' : 'queued',
        payout: 0,
      };
      // A cashed bet of the round in play stays until the crash settles it.
      setDemo((list) => [...list.filter((x) => x.panel !== p || x.status === 'open'), b]);
      setBalance((v) => {
        saveDemoBalance(v - stake);
        return v - stake;
      });
      return;
    }
    const res = await api.placeBet(p, stake, autoCashout);
    if (res.kind === 'placed') setMine((list) => [...list.filter((x) => x.panel !== p), res.bet]);
    else setQueued((list) => [...list.filter((x) => x.panel !== p), res.queued]);
    refreshBalance();
  }

  async function cancel(p: 1 | 2): Promise<void> {
    if (mode === 'demo') {
      const b = demo.find(
        (x) => x.panel === p && (x.status === 'queued' || (x.status === 'open' && stateRef.current.round?.phase === 'betting')),
      );
      if (!b) return;
      setDemo((list) => list.filter((x) => x !== b));
      setBalance((v) => {
        saveDemoBalance(v + b.stake);
        return v + b.stake;
      });
      return;
    }
    const q = queued.find((x) => x.panel === p);
    if (q) {
      await api.cancelQueued(q.queueId);
      setQueued((list) => list.filter((x) => x !== q));
      return;
    }
    const b = mine.find((x) => x.panel === p && x.status === 'open');
    if (!b) return;
    await api.cancelBet(b.betId);
    setMine((list) => list.filter((x) => x.betId !== b.betId));
    refreshBalance();
  }

  async function cashOut(p: 1 | 2): Promise<void> {
    if (mode === 'demo') {
      const at = multiplierAt(elapsedNow());
      setDemo((list) =>
        list.map((x) => (x.panel === p && x.status === 'open' && x.cashedAt === null ? { ...x, cashedAt: at } : x)),
      );
      return;
    }
    const b = mine.find((x) => x.panel === p && x.status === 'open');
    if (!b) return;
    const r = await api.cashOut(b.betId);
    setMine((list) =>
      list.map((x) =>
        x.betId === b.betId
          ? {
              ...x,
              status: 'cashed',
              cashout: { multiplier: r.multiplier, payout: r.payout, at: r.cashedOutAt, reason: r.reason },
            }
          : x,
      ),
    );
    refreshBalance();
  }

  // Demo auto cash-out: marks the bet at its target once the drawn curve reaches it.
  useEffect(() => {
    if (mode !== 'demo' || state.round?.phase !== 'running') return;
    const id = window.setInterval(() => {
      const m = multiplierAt(elapsedNow());
      setDemo((list) =>
        list.some((x) => x.status === 'open' && x.cashedAt === null && x.autoCashout !== null && x.autoCashout <= m)
          ? list.map((x) =>
              x.status === 'open' && x.cashedAt === null && x.autoCashout !== null && x.autoCashout <= m
                ? { ...x, cashedAt: x.autoCashout }
                : x,
            )
          : list,
      );
    }, 100);
    return () => window.clearInterval(id);
  }, [mode, state.round?.phase, state.round?.roundId]);

  return { state, online, panel, bet, cancel, cashOut, demoBalance: balance, reload };
}
