/** The player's real-money bets on both panels: placed through the server, updated by both sockets. */
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CrashMemberBet, CrashQueuedBet, CrashSnapshot } from '@nyota/contract/api/crash';
import { ImObject, type ImMessageOf } from '@nyota/contract/realtime';
import { translate, translateKey } from '../../../shared/i18n/i18n';
import { realtime } from '../../../shared/realtime/realtime';
import { toast } from '../../../shared/ui/feedback/feedback-store';
import { ME_KEY } from '../../../shared/session/member-keys';
import * as api from './api';
import type { RoundView } from './crash-state';
import { applyCashOutAnswer, applyCashouts, betFromPlacement, loseOpenBets, replaceOnPanel } from './member-bets';
import { playPanelView, type PanelView } from './panel-view';

/** What the hook needs from outside: the member socket and the crash calls. Tests pass fakes. */
export interface PlayBetPorts {
  subscribe(handler: (m: ImMessageOf<'Crash'>) => void): () => void;
  placeBet: typeof api.placeBet;
  cancelBet: typeof api.cancelBet;
  cancelQueued: typeof api.cancelQueued;
  cashOut: typeof api.cashOut;
}

const livePorts: PlayBetPorts = {
  subscribe: (handler) => realtime.subscribe(ImObject.Crash, handler),
  placeBet: api.placeBet,
  cancelBet: api.cancelBet,
  cancelQueued: api.cancelQueued,
  cashOut: api.cashOut,
};

/** A bet dropped before its round (a time-out or exclusion began): the player is told why. */
function tellRefused(key: string, params?: Record<string, string | number>): void {
  toast('failed', translate('timeout.bet_refused', { reason: translateKey(key, 'app.failed', params) }));
}

export function usePlayBets(active: boolean, ports: PlayBetPorts = livePorts) {
  const queryClient = useQueryClient();
  const [mine, setMine] = useState<CrashMemberBet[]>([]);
  const [queued, setQueued] = useState<CrashQueuedBet[]>([]);
  const refreshBalance = useCallback(() => void queryClient.invalidateQueries({ queryKey: ME_KEY }), [queryClient]);

  // Member events (queued bets placed or refused, own cash-outs) come on the member socket.
  useEffect(() => {
    if (!active) return;
    return ports.subscribe((m) => {
      if (m.event === 'cashedOut') {
        setMine((list) => applyCashouts(list, [m.data], Date.now()));
        refreshBalance();
        return;
      }
      if (m.event !== 'queuedBetPlaced' && m.event !== 'queuedBetRefused') return;
      const { queueId } = m.data;
      if (m.event === 'queuedBetRefused') tellRefused(m.data.key, m.data.params);
      setQueued((q) => q.filter((x) => x.queueId !== queueId));
      if (m.event === 'queuedBetPlaced') {
        const placed = betFromPlacement(m.data);
        setMine((list) => replaceOnPanel(list, placed));
      }
      refreshBalance();
    });
  }, [active, refreshBalance, ports]);

  const onSnapshot = (snap: CrashSnapshot) => {
    setMine(snap.mine);
    setQueued(snap.queued);
  };

  /** The feed's crash ends the round's open bets; listed cash-outs of own bets come with ticks and the crash. */
  const onFeedEvent = (m: ImMessageOf<'Crash'>) => {
    if (m.event === 'crashed') {
      const { roundId } = m.data;
      setMine((list) => loseOpenBets(list, roundId));
      refreshBalance();
    }
    if ((m.event === 'tick' || m.event === 'crashed') && m.data.cashouts) {
      const cashouts = m.data.cashouts;
      setMine((list) => applyCashouts(list, cashouts, Date.now()));
    }
  };

  const panel = (p: 1 | 2, round: RoundView | null): PanelView => playPanelView(queued, mine, p, round);

  async function bet(p: 1 | 2, stake: number, autoCashout: number | null): Promise<void> {
    const res = await ports.placeBet(p, stake, autoCashout);
    if (res.kind === 'placed') setMine((list) => replaceOnPanel(list, res.bet));
    else setQueued((list) => replaceOnPanel(list, res.queued));
    refreshBalance();
  }

  async function cancel(p: 1 | 2): Promise<void> {
    const q = queued.find((x) => x.panel === p);
    if (q) {
      await ports.cancelQueued(q.queueId);
      setQueued((list) => list.filter((x) => x !== q));
      return;
    }
    const b = mine.find((x) => x.panel === p && x.status === 'open');
    if (!b) return;
    await ports.cancelBet(b.betId);
    setMine((list) => list.filter((x) => x.betId !== b.betId));
    refreshBalance();
  }

  async function cashOut(p: 1 | 2): Promise<void> {
    const b = mine.find((x) => x.panel === p && x.status === 'open');
    if (!b) return;
    const r = await ports.cashOut(b.betId);
    setMine((list) => applyCashOutAnswer(list, b.betId, r));
    refreshBalance();
  }

  return { onSnapshot, onFeedEvent, panel, bet, cancel, cashOut };
}
