/**
 * One of the two bet panels: stake with −/+ and presets, optional auto cash-out (1.01x–200.00x),
 * and one main button that follows the bet: Bet → Cancel (until the start) → Cash out K x.xx.
 */
import { useEffect, useRef, useState } from 'react';
import type { CrashLimits } from '@nyota/contract/api/crash';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMinor } from '../../../shared/lib/money';
import { market } from '../../../shared/lib/market';
import { afterBet, afterResult, type AutoBet } from './auto-bet';
import { formatX, parseX } from './format';
import type { PanelView } from './use-crash';

const PRESETS = [1, 2, 5, 10];

export interface BetPanelProps {
  panel: 1 | 2;
  view: PanelView;
  limits: CrashLimits | null;
  /** The multiplier the curve shows now (hundredths), for the cash-out button. */
  multiplier: number;
  /** The round on screen and its phase: auto-bet bets once per new round while betting is open. */
  roundId: string | null;
  phase: 'betting' | 'running' | 'crashed' | null;
  onBet(stake: number, autoCashout: number | null): Promise<void>;
  onCancel(): Promise<void>;
  onCashOut(): Promise<void>;
}

export function BetPanel({ panel, view, limits, multiplier, roundId, phase, onBet, onCancel, onCashOut }: BetPanelProps) {
  const { t } = useI18n();
  const min = limits?.minStake ?? 100;
  const max = limits?.maxStake ?? 1_000_000;
  const [stake, setStake] = useState(() => Math.max(min, 1_000));
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const [busy, setBusy] = useState(false);
  const auto = autoOn ? parseX(autoText) : null;
  const autoBad = autoOn && (auto === null || auto < 101 || auto > 20_000);
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const sym = market.currencySymbol;

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch {
      // The API client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  const canBet = view.kind === 'idle' || view.kind === 'cashed' || view.kind === 'lost';

  // Auto-bet: counts each result once per round, and bets once per new round while it runs.
  const [autoBet, setAutoBet] = useState<AutoBet | null>(null);
  const [plan, setPlan] = useState({ rounds: '10', profit: '', loss: '' });
  const counted = useRef<string | null>(null);
  const betOn = useRef<string | null>(null);
  const settled = view.kind === 'cashed' || view.kind === 'lost' ? view : null;
  useEffect(() => {
    if (!autoBet || !settled || !roundId || counted.current === roundId || betOn.current !== roundId) return;
    counted.current = roundId;
    setAutoBet(afterResult(autoBet, settled.stake, settled.kind === 'cashed' ? settled.payout : 0));
  }, [settled?.kind, roundId, autoBet]);
  useEffect(() => {
    if (!autoBet || phase !== 'betting' || !roundId || betOn.current === roundId || !canBet || autoBet.roundsLeft <= 0) return;
    betOn.current = roundId;
    setAutoBet(afterBet(autoBet));
    void run(() => onBet(stake, auto)).then(() => undefined);
  }, [phase, roundId, autoBet, canBet]);
  const toMinor = (v: string) => Math.max(0, Math.round(Number(v || '0') * 100)) || 0;
  const startAuto = () => {
    const rounds = Math.max(1, Math.min(1_000, Math.floor(Number(plan.rounds) || 0)));
    counted.current = null;
    betOn.current = null;
    setAutoBet({ roundsLeft: rounds, stopProfit: toMinor(plan.profit), stopLoss: toMinor(plan.loss), net: 0 });
  };
  const id = `crash-panel-${panel}`;
  return (
    <section className="crash-panel" data-testid={id}>
      <div className="crash-stake">
        <button
          type="button"
          className="crash-step"
          disabled={!canBet}
          onClick={() => setStake((s) => clamp(s - min))}
          aria-label="-"
        >
          −
        </button>
        <output className="crash-stake-value" data-testid={`${id}-stake`}>
          {sym} {formatMinor(stake)}
        </output>
        <button
          type="button"
          className="crash-step"
          disabled={!canBet}
          onClick={() => setStake((s) => clamp(s + min))}
          aria-label="+"
        >
          +
        </button>
      </div>
      <div className="crash-presets">
        {PRESETS.map((k) => (
          <button key={k} type="button" disabled={!canBet} onClick={() => setStake(clamp(k * Math.max(min, 100) * 10))}>
            {formatMinor(clamp(k * Math.max(min, 100) * 10))}
          </button>
        ))}
      </div>
      <label className="crash-auto">
        <input
          type="checkbox"
          checked={autoOn}
          disabled={!canBet}
          onChange={(e) => setAutoOn(e.target.checked)}
          data-testid={`${id}-auto-on`}
        />
        {t('crash.auto_cashout')}
        <input
          className={`crash-auto-input${autoBad ? ' crash-bad' : ''}`}
          inputMode="decimal"
          value={autoText}
          disabled={!autoOn || !canBet}
          onChange={(e) => setAutoText(e.target.value)}
          aria-invalid={autoBad}
          data-testid={`${id}-auto`}
        />
      </label>
      <div className="crash-autobet" data-testid={`${id}-autobet`}>
        {autoBet ? (
          <button type="button" className="crash-link" onClick={() => setAutoBet(null)} data-testid={`${id}-autobet-stop`}>
            {t('crash.autobet_stop', { n: autoBet.roundsLeft })}
          </button>
        ) : (
          <>
            <input
              aria-label={t('crash.autobet_rounds')}
              inputMode="numeric"
              value={plan.rounds}
              onChange={(e) => setPlan({ ...plan, rounds: e.target.value })}
            />
            <input
              aria-label={t('crash.autobet_profit')}
              placeholder={t('crash.autobet_profit')}
              inputMode="decimal"
              value={plan.profit}
              onChange={(e) => setPlan({ ...plan, profit: e.target.value })}
            />
            <input
              aria-label={t('crash.autobet_loss')}
              placeholder={t('crash.autobet_loss')}
              inputMode="decimal"
              value={plan.loss}
              onChange={(e) => setPlan({ ...plan, loss: e.target.value })}
            />
            <button
              type="button"
              className="crash-link"
              disabled={autoBad}
              onClick={startAuto}
              data-testid={`${id}-autobet-start`}
            >
              {t('crash.autobet_start')}
            </button>
          </>
        )}
      </div>
      {canBet && (
        <button
          type="button"
          className="crash-main crash-main--bet"
          disabled={busy || autoBad}
          onClick={() => void run(() => onBet(stake, auto))}
          data-testid={`${id}-bet`}
        >
          {t('crash.bet')} {sym} {formatMinor(stake)}
        </button>
      )}
      {(view.kind === 'queued' || view.kind === 'placed') && (
        <button
          type="button"
          className="crash-main crash-main--cancel"
          disabled={busy}
          onClick={() => void run(onCancel)}
          data-testid={`${id}-cancel`}
        >
          {t('crash.cancel')}
          <small>{view.kind === 'queued' ? t('crash.waiting_next') : t('crash.bet_placed')}</small>
        </button>
      )}
      {view.kind === 'flying' && (
        <button
          type="button"
          className="crash-main crash-main--cash"
          // The server accepts cash-outs from 1.01x.
          disabled={busy || multiplier < 101}
          onClick={() => void run(onCashOut)}
          data-testid={`${id}-cashout`}
        >
          {t('crash.cash_out')} {sym} {formatMinor(Math.floor((view.stake * multiplier) / 100))}
        </button>
      )}
      {view.kind === 'cashed' && (
        <p className="crash-result crash-result--won" data-testid={`${id}-won`} data-payout={view.payout}>
          {t('crash.cashed_at', { x: formatX(view.multiplier), amount: `${sym} ${formatMinor(view.payout)}` })}
        </p>
      )}
      {view.kind === 'lost' && (
        <p className="crash-result" data-testid={`${id}-lost`}>
          {t('crash.lost')}
        </p>
      )}
    </section>
  );
}
