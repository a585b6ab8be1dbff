/** The auto-bet form (rounds, profit target, loss limit) or, while it runs, its stop button. */
import { useI18n } from '../../../shared/i18n/i18n';
import type { AutoBet } from './auto-bet';
import type { AutoBetForm } from './bet-slip';

export interface AutoBetControlsProps {
  id: string;
  autoBet: AutoBet | null;
  form: AutoBetForm;
  setForm(form: AutoBetForm): void;
  startDisabled: boolean;
  start(): void;
  stop(): void;
}

export function AutoBetControls({ id, autoBet, form, setForm, startDisabled, start, stop }: AutoBetControlsProps) {
  const { t } = useI18n();
  return (
    <div className="crash-autobet" data-testid={`${id}-autobet`}>
      {autoBet ? (
        <button type="button" className="crash-link" onClick={stop} data-testid={`${id}-autobet-stop`}>
          {t('crash.autobet_stop', { n: autoBet.roundsLeft })}
        </button>
      ) : (
        <>
          <input
            aria-label={t('crash.autobet_rounds')}
            inputMode="numeric"
            value={form.rounds}
            onChange={(e) => setForm({ ...form, rounds: e.target.value })}
          />
          <input
            aria-label={t('crash.autobet_profit')}
            placeholder={t('crash.autobet_profit')}
            inputMode="decimal"
            value={form.profit}
            onChange={(e) => setForm({ ...form, profit: e.target.value })}
          />
          <input
            aria-label={t('crash.autobet_loss')}
            placeholder={t('crash.autobet_loss')}
            inputMode="decimal"
            value={form.loss}
            onChange={(e) => setForm({ ...form, loss: e.target.value })}
          />
          <button
            type="button"
            className="crash-link"
            disabled={startDisabled}
            onClick={start}
            data-testid={`${id}-autobet-start`}
          >
            {t('crash.autobet_start')}
          </button>
        </>
      )}
    </div>
  );
}
