/** The panel's main button as the bet moves (Bet → Cancel → Cash out), then its result. */
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMinor, formatMultiplier } from '@nyota/contract/money/format';
import { market } from '../../../shared/lib/market';
import { cashOutAmount } from './bet-slip';
import type { PanelView } from './panel-view';

export interface PanelActionsProps {
  id: string;
  view: PanelView;
  canBet: boolean;
  stake: number;
  multiplier: number;
  busy: boolean;
  betDisabled: boolean;
  onBet(): void;
  onCancel(): void;
  onCashOut(): void;
}

export function PanelActions({
  id,
  view,
  canBet,
  stake,
  multiplier,
  busy,
  betDisabled,
  onBet,
  onCancel,
  onCashOut,
}: PanelActionsProps) {
  const { t } = useI18n();
  const sym = market.currencySymbol;
  return (
    <>
      {canBet && (
        <button
          type="button"
          className="crash-main crash-main--bet"
          disabled={busy || betDisabled}
          onClick={onBet}
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
          onClick={onCancel}
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
          onClick={onCashOut}
          data-testid={`${id}-cashout`}
        >
          {t('crash.cash_out')} {sym} {formatMinor(cashOutAmount(view.stake, multiplier))}
        </button>
      )}
      {view.kind === 'cashed' && (
        <p className="crash-result crash-result--won" data-testid={`${id}-won`} data-payout={view.payout}>
          {t('crash.cashed_at', { x: formatMultiplier(view.multiplier), amount: `${sym} ${formatMinor(view.payout)}` })}
        </p>
      )}
      {view.kind === 'lost' && (
        <p className="crash-result" data-testid={`${id}-lost`}>
          {t('crash.lost')}
        </p>
      )}
    </>
  );
}
