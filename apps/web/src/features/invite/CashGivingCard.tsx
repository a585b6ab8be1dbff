/**
 * The cash-giving task (seeds: status 0 none, 1 active with a countdown ticking each second and a
 * refresh at 0, 2 finished): progress towards the target, the valid friends needed, and the
 * published table it fills by. Starting is one tap; the task packet is what progress starts at.
 */
import type { InviteActivityData, InviteTaskData } from '@nyota/contract/api/invite';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { countdownText, useCountdown } from '../../shared/lib/countdown';
import { cash, formulaLines, neededText } from './invite-text';

function Countdown({ ms, since, onEnd }: { ms: number; since: number; onEnd: () => void }) {
  const { t } = useI18n();
  const left = useCountdown(ms, since, onEnd);
  return (
    <p className="invite-countdown">
      <span>{t('invite.ends_in')}</span>{' '}
      <strong role="timer" aria-live="off" data-testid="invite-countdown">
        {countdownText(left)}
      </strong>
    </p>
  );
}

export function CashGivingCard(p: {
  activity: InviteActivityData;
  task: InviteTaskData;
  since: number;
  starting: boolean;
  onStart: () => void;
  onRefresh: () => void;
}) {
  const { t } = useI18n();
  const { activity: a, task } = p;
  const percent = task.targetAmount > 0 ? Math.min(100, Math.floor((task.currentAmount * 100) / task.targetAmount)) : 0;
  return (
    <section className="card invite-giving" data-testid="invite-giving" data-status={task.status}>
      <h2>{t('invite.tab_giving')}</h2>
      {task.status === 0 ? (
        a.status === 1 ? (
          <>
            <p>{t('invite.start_body', { start: cash(a.startAmount), target: cash(a.taskTargetAmount), hours: a.claimHours })}</p>
            <Button onClick={p.onStart} disabled={p.starting} data-testid="invite-start">
              {t('invite.start')}
            </Button>
          </>
        ) : (
          <p className="muted">{t('invite.off')}</p>
        )
      ) : (
        <>
          <p className="invite-giving__amount" data-testid="invite-progress">
            {t('invite.progress', { current: cash(task.currentAmount), target: cash(task.targetAmount) })}
          </p>
          <div className="invite-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span style={{ width: `${percent}%` }} />
          </div>
          {task.status === 1 ? (
            <>
              <Countdown ms={task.state} since={p.since} onEnd={p.onRefresh} />
              <p data-testid="invite-needed">{neededText(t, task.needed, task.targetAmount)}</p>
            </>
          ) : (
            <p className="invite-giving__done" data-testid="invite-finished">
              {t('invite.finished', { target: cash(task.targetAmount) })}
            </p>
          )}
          <p className="muted">{t('invite.valid', { n: task.validProcesses })}</p>
        </>
      )}
      <details className="invite-formula" open={task.status === 0}>
        <summary>{t('invite.formula_title')}</summary>
        <ul data-testid="invite-formula">
          {formulaLines(t, a.startAmount, task.status === 0 ? a.increments : task.increments, a.needed).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
