import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { progressText, taskText, UnsupportedTaskType } from './task-text';

export interface RowTask {
  id: number;
  type: number;
  current: number;
  target: number;
  collect: 0 | 1;
  gameId: number | null;
  minMultiplier: number;
}

interface TaskRowProps {
  task: RowTask;
  /** The prize line ("Prize: 15.00 coins"). */
  prize: string;
  busy: boolean;
  onCollect: () => void;
  testId: string;
}

/**
 * One task: what to do, a progress bar, the prize and its Collect button (enabled once the target
 * is reached, until collected). A type this client does not know shows as an error in its place.
 */
export function TaskRow({ task, prize, busy, onCollect, testId }: TaskRowProps) {
  const { t } = useI18n();
  let text: string;
  try {
    text = taskText(t, task);
  } catch (err) {
    if (!(err instanceof UnsupportedTaskType)) throw err;
    return (
      <li className="task-row task-row--error" role="alert" data-testid={testId}>
        {t('tasks.unsupported', { type: err.type })}
      </li>
    );
  }
  const done = task.current >= task.target;
  const collected = task.collect === 1;
  return (
    <li className={collected ? 'task-row task-row--collected' : 'task-row'} data-testid={testId}>
      <div className="task-row__text">
        <strong>{text}</strong>
        <span className="muted">{prize}</span>
      </div>
      <div className="task-row__progress">
        <progress max={task.target} value={task.current} aria-label={t('tasks.progress_label', { task: text })} />
        <span className="task-row__count" data-testid={`${testId}-progress`}>
          {progressText(task)}
        </span>
      </div>
      <Button
        size="sm"
        variant={done && !collected ? 'primary' : 'secondary'}
        disabled={!done || collected || busy}
        onClick={onCollect}
        data-testid={`${testId}-collect`}
      >
        {collected ? t('tasks.collected') : done ? t('tasks.collect') : t('tasks.in_progress')}
      </Button>
    </li>
  );
}
