import { useEffect, useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import { countdownText } from './task-text';

/**
 * The time left until the tasks reset, ticking each second from the server's `countdown` (ms) as of
 * `since`; at zero it asks once for the new period's tasks.
 */
export function Countdown({ ms, since, onEnd }: { ms: number; since: number; onEnd: () => void }) {
  const { t } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = ms - (now - since);
  const ended = left <= 0;
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);
  return (
    <p className="task-countdown">
      <span>{t('tasks.resets_in')}</span>{' '}
      <strong className="task-countdown__time" data-testid="task-countdown" role="timer" aria-live="off">
        {countdownText(left)}
      </strong>
    </p>
  );
}
