import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskCenterData } from '@nyota/contract/api/tasks';
import type { TaskCenterChange } from '@nyota/contract/im/task-center';
import { ImObject } from '@nyota/contract/realtime';
import { useI18n } from '../../shared/i18n/i18n';
import { realtime } from '../../shared/realtime/realtime';
import { ME_KEY } from '../../shared/session/member-keys';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import { taskCall, taskCenterKey } from './api';
import { Countdown } from './Countdown';
import { DiamondTasks } from './DiamondTasks';
import { prizeText } from './task-text';
import { TaskRow } from './TaskRow';
import './tasks.css';

/** A TaskCenter push moves its task in the cached answer (the push carries the shown values). */
function applyPush(data: TaskCenterData | undefined, p: TaskCenterChange): TaskCenterData | undefined {
  if (!data) return data;
  const tasks = data.tasks.map((x) =>
    x.id === p.id
      ? { ...x, current: p.currentValue, target: p.targetValue, bonus: p.bonusValue, originalBonus: p.originalBonusValue }
      : x,
  );
  return { ...data, tasks };
}

/**
 * Task Center (docs/product-rules/tasks.md), for members: the countdown to the reset, each task
 * with its progress (moved live by TaskCenter pushes) and Collect button, and the diamond tasks
 * with their records. Its own chunk.
 */
export function TaskCenterPage() {
  const { t } = useI18n();
  const client = useQueryClient();
  const query = useQuery({ queryKey: taskCenterKey, queryFn: () => taskCall('taskCenter', {}) });
  useEffect(
    () =>
      realtime.subscribe(ImObject.TaskCenter, (m) =>
        client.setQueryData<TaskCenterData>(taskCenterKey, (d) => applyPush(d, m.data)),
      ),
    [client],
  );
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: taskCenterKey }), [client]);
  const collect = useMutation({
    mutationFn: (id: number) => taskCall('taskCenterCollect', { id: String(id) }),
    onSuccess: (res) => {
      toast('success', t('tasks.collected_toast', { prize: prizeText(t, res.bonusType, res.amount) }));
      void client.invalidateQueries({ queryKey: ME_KEY });
    },
    // A refusal was toasted by the API client; the task may have moved meanwhile.
    onError: refresh,
  });
  const data = query.data;
  return (
    <PageFrame title={t('menu.task_center')} data-testid="page-taskcenter">
      {!data ? (
        <Spinner size="lg" />
      ) : (
        <div className="stack task-center">
          <p className="muted">{t('tasks.intro')}</p>
          <Countdown ms={data.countdown} since={query.dataUpdatedAt} onEnd={refresh} />
          {data.enable === 0 ? (
            <p className="card">{t('tasks.closed')}</p>
          ) : data.tasks.length === 0 ? (
            <p className="card muted">{t('tasks.none')}</p>
          ) : (
            <ul className="task-list" data-testid="task-list">
              {data.tasks.map((task) => {
                const prize = prizeText(t, task.bonusType, task.bonus);
                const line =
                  task.bonus === task.originalBonus
                    ? t('tasks.prize', { prize })
                    : t('tasks.prize_raised', { prize, original: prizeText(t, task.bonusType, task.originalBonus) });
                return (
                  <TaskRow
                    key={task.id}
                    task={task}
                    prize={line}
                    busy={collect.isPending}
                    onCollect={() => collect.mutate(task.id)}
                    testId={`task-${task.id}`}
                  />
                );
              })}
            </ul>
          )}
          <DiamondTasks />
        </div>
      )}
    </PageFrame>
  );
}
