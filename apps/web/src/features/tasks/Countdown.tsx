import { useI18n } from '../../shared/i18n/i18n';
import { countdownText, useCountdown } from '../../shared/lib/countdown';

/**
 * The time left until the tasks reset, ticking each second from the server's `countdown` (ms) as of
 * `since`; at zero it asks once for the new period's tasks.
 */
export function Countdown({ ms, since, onEnd }: { ms: number; since: number; onEnd: () => void }) {
  const { t } = useI18n();
  const left = useCountdown(ms, since, onEnd);
  return (
    <p className="task-countdown">
      <span>{t('tasks.resets_in')}</span>{' '}
      <strong className="task-countdown__time" data-testid="task-countdown" role="timer" aria-live="off">
        {countdownText(left)}
      </strong>
    </p>
  );
}
