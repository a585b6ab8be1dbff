/**
 * One of the two bet panels: stake with −/+ and presets, optional auto cash-out (1.01x–200.00x),
 * and one main button that follows the bet: Bet → Cancel (until the start) → Cash out K x.xx.
 */
import type { CrashLimits } from '@nyota/contract/api/crash';
import { useI18n } from '../../../shared/i18n/i18n';
import { AutoBetControls } from './AutoBetControls';
import { PanelActions } from './PanelActions';
import type { PanelView } from './panel-view';
import { StakeControls } from './StakeControls';
import { useAutoBet } from './use-auto-bet';
import { useBetSlip } from './use-bet-slip';
import { useBusyAction } from './use-busy-action';

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
  const slip = useBetSlip(limits);
  const { busy, run } = useBusyAction();
  const canBet = view.kind === 'idle' || view.kind === 'cashed' || view.kind === 'lost';
  const placeBet = () => void run(() => onBet(slip.stake, slip.auto));
  const autoBet = useAutoBet({ view, roundId, phase, canBet, placeBet });
  const id = `crash-panel-${panel}`;
  return (
    <section className="crash-panel" data-testid={id}>
      <StakeControls
        id={id}
        stake={slip.stake}
        disabled={!canBet}
        step={slip.step}
        preset={slip.preset}
        choosePreset={slip.choosePreset}
      />
      <label className="crash-auto">
        <input
          type="checkbox"
          checked={slip.autoOn}
          disabled={!canBet}
          onChange={(e) => slip.setAutoOn(e.target.checked)}
          data-testid={`${id}-auto-on`}
        />
        {t('crash.auto_cashout')}
        <input
          className={`crash-auto-input${slip.autoBad ? ' crash-bad' : ''}`}
          inputMode="decimal"
          value={slip.autoText}
          disabled={!slip.autoOn || !canBet}
          onChange={(e) => slip.setAutoText(e.target.value)}
          aria-invalid={slip.autoBad}
          data-testid={`${id}-auto`}
        />
      </label>
      <AutoBetControls id={id} {...autoBet} startDisabled={slip.autoBad} />
      <PanelActions
        id={id}
        view={view}
        canBet={canBet}
        stake={slip.stake}
        multiplier={multiplier}
        busy={busy}
        betDisabled={slip.autoBad}
        onBet={placeBet}
        onCancel={() => void run(onCancel)}
        onCashOut={() => void run(onCashOut)}
      />
    </section>
  );
}
