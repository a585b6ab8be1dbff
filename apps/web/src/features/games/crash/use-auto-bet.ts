/**
 * Auto-bet for one panel: bets once per new round while betting is open, counts each result once
 * per round it bet on, and stops when its rounds run out or a limit is reached (auto-bet.ts).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { afterBet, afterResult, type AutoBet } from './auto-bet';
import { autoBetFromForm, type AutoBetForm } from './bet-slip';
import type { PanelView } from './panel-view';

export interface AutoBetInput {
  view: PanelView;
  roundId: string | null;
  phase: 'betting' | 'running' | 'crashed' | null;
  /** The panel may take a new bet now. */
  canBet: boolean;
  placeBet(): void;
}

export function useAutoBet({ view, roundId, phase, canBet, placeBet }: AutoBetInput) {
  const [autoBet, setAutoBet] = useState<AutoBet | null>(null);
  const [form, setForm] = useState<AutoBetForm>({ rounds: '10', profit: '', loss: '' });
  const counted = useRef<string | null>(null);
  const betOn = useRef<string | null>(null);
  const settled = view.kind === 'cashed' || view.kind === 'lost' ? view : null;
  // The result is counted when the panel's outcome kind or the round changes, with the amounts of
  // that moment; a re-render with the same outcome counts nothing.
  const countResult = useEffectEvent(() => {
    if (!autoBet || !settled || !roundId || counted.current === roundId || betOn.current !== roundId) return;
    counted.current = roundId;
    setAutoBet(afterResult(autoBet, settled.stake, settled.kind === 'cashed' ? settled.payout : 0));
  });
  useEffect(() => countResult(), [settled?.kind, roundId, autoBet]);
  // The panel's bet function may be a new closure each render; only these inputs start a bet.
  const bet = useEffectEvent(placeBet);
  useEffect(() => {
    if (!autoBet || phase !== 'betting' || !roundId || betOn.current === roundId || !canBet || autoBet.roundsLeft <= 0) return;
    betOn.current = roundId;
    setAutoBet(afterBet(autoBet));
    bet();
  }, [phase, roundId, autoBet, canBet]);
  const start = () => {
    counted.current = null;
    betOn.current = null;
    setAutoBet(autoBetFromForm(form));
  };
  return { autoBet, form, setForm, start, stop: () => setAutoBet(null) };
}
