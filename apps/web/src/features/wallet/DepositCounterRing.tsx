import { useI18n } from '../../shared/i18n/i18n';
import { DEPOSIT_COUNTER_SECONDS } from './wallet-constants';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The 30-second counter as a ring that empties with the seconds. A timer role keeps screen readers
 * from announcing every tick; the heading around it says what is awaited.
 */
export function DepositCounterRing({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useI18n();
  const share = Math.max(0, Math.min(1, secondsLeft / DEPOSIT_COUNTER_SECONDS));
  return (
    <div className="deposit-counter" role="timer" data-testid="deposit-counter" data-seconds={secondsLeft}>
      <svg className="deposit-counter__ring" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
        <circle className="deposit-counter__track" cx="48" cy="48" r={RADIUS} />
        <circle
          className="deposit-counter__left"
          cx="48"
          cy="48"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        />
      </svg>
      <span className="deposit-counter__text">
        <span className="deposit-counter__seconds money">{secondsLeft}</span>
        <span className="deposit-counter__unit">{t('wallet.counter_unit')}</span>
      </span>
    </div>
  );
}
