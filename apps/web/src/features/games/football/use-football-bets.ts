import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FootballBet, FootballRound } from '@nyota/contract/api/football';
import type { GameViewProps } from '../registry';
import { translate } from '../../../shared/i18n/i18n';
import { ME_KEY } from '../../../shared/session/member-keys';
import { toast } from '../../../shared/ui/feedback/feedback-store';
import { fetchMyBets, placeBet } from './api';
import { demoPlace, demoReset, demoSettle, demoState } from './demo-wallet';
import type { Pick } from './Fixtures';

/** The server's bet calls; a test passes fakes. */
export interface FootballBetPorts {
  fetchMyBets: typeof fetchMyBets;
  placeBet: typeof placeBet;
}

const livePorts: FootballBetPorts = { fetchMyBets, placeBet };

export interface FootballBetsInput {
  mode: GameViewProps['mode'];
  next: FootballRound | null;
  previous: FootballRound | null;
  /** Reloads the round (after a refused bet: odds changed, betting closed). */
  refresh(): void;
}

/**
 * The player's bets and, in demo, the play-money balance. Play bets go to the server and the list
 * is reloaded from it; demo bets are kept in this browser and settled here from the public results
 * when the previous round ends.
 */
export function useFootballBets({ mode, next, previous, refresh }: FootballBetsInput, ports: FootballBetPorts = livePorts) {
  const queryClient = useQueryClient();
  const [bets, setBets] = useState<FootballBet[]>(() => (mode === 'demo' ? demoState().bets : []));
  const [demoBalance, setDemoBalance] = useState(() => demoState().balance);

  // Settlement: demo settles here from the public results; play reloads the server's bets.
  const settledKey = previous ? `${previous.id}:${previous.state}` : '';
  const settlePrevious = useEffectEvent(() => {
    if (!previous) return;
    if (mode === 'demo') {
      if (previous.state === 'finished' || previous.state === 'settled' || previous.state === 'void') {
        const s = demoSettle(previous.id, previous.results, previous.state === 'void', Date.now());
        setBets(s.bets);
        setDemoBalance(s.balance);
      }
    } else {
      ports.fetchMyBets().then(setBets, () => undefined);
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    }
  });
  // Keyed on the round id and state only: settle (or reload bets) once per change.
  useEffect(() => settlePrevious(), [settledKey, mode]);

  /** Places one bet per pick at the stake, stopping at the first refusal; `onPlaced` runs once any went through. */
  const place = async (picks: readonly Pick[], stake: number, onPlaced: () => void) => {
    if (!next) return;
    const placed: FootballBet[] = [];
    for (const p of picks) {
      const body = { roundId: next.id, matchIndex: p.matchIndex, market: p.market, selection: p.selection, odds: p.odds, stake };
      if (mode === 'demo') {
        const s = demoPlace(body, Date.now());
        if (!s) {
          toast('failed', translate('football.demo_short'));
          break;
        }
        setDemoBalance(s.balance);
        setBets(s.bets);
        placed.push(body as FootballBet);
      } else {
        try {
          const r = await ports.placeBet(body);
          placed.push(r.bet);
        } catch {
          // The client already showed the server's message (odds changed, closed, balance...).
          refresh();
          break;
        }
      }
    }
    if (placed.length > 0) {
      toast('success', translate('football.placed', { n: placed.length }));
      onPlaced();
      if (mode === 'play') {
        setBets(await ports.fetchMyBets().catch(() => bets));
        void queryClient.invalidateQueries({ queryKey: ME_KEY });
      }
    }
  };

  const resetDemo = () => {
    const s = demoReset();
    setDemoBalance(s.balance);
    setBets(s.bets);
  };

  return { bets, demoBalance, place, resetDemo };
}
