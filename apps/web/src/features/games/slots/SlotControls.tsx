/** Stake −/+ through the configured stakes, the spin button, and the demo top-up when play money runs short. */
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMoney } from '@nyota/contract/money/format';
import { market } from '../../../shared/lib/market';
import { Button } from '../../../shared/ui/Button';

export interface SlotControlsProps {
  stake: number;
  spinning: boolean;
  stepStake(direction: 1 | -1): void;
  spin(): void;
  /** Shown only in demo mode when the play money does not cover the stake. */
  topUp: (() => void) | null;
}

export function SlotControls({ stake, spinning, stepStake, spin, topUp }: SlotControlsProps) {
  const { t } = useI18n();
  return (
    <div className="slot__controls">
      <div className="slot__stake" role="group" aria-label={t('slot.stake')}>
        <button
          type="button"
          className="slot__step"
          aria-label={t('slot.stake_down')}
          onClick={() => stepStake(-1)}
          disabled={spinning}
        >
          −
        </button>
        <span className="slot__stake-value" data-testid="slot-stake">
          {formatMoney(stake, market.currencySymbol)}
        </span>
        <button
          type="button"
          className="slot__step"
          aria-label={t('slot.stake_up')}
          onClick={() => stepStake(1)}
          disabled={spinning}
        >
          +
        </button>
      </div>
      <Button onClick={spin} disabled={spinning} data-testid="slot-spin">
        {spinning ? t('slot.spinning') : t('slot.spin')}
      </Button>
      {topUp && (
        <Button variant="ghost" size="sm" onClick={topUp} data-testid="slot-demo-topup">
          {t('perbet.demo_topup')}
        </Button>
      )}
    </div>
  );
}
