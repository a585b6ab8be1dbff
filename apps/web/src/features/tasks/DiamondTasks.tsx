import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { ME_KEY } from '../../shared/session/member-keys';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { Spinner } from '../../shared/ui/Spinner';
import { diamondRecordsKey, diamondTasksKey, taskCall } from './api';
import { prizeText, taskText, UnsupportedTaskType } from './task-text';
import { TaskRow } from './TaskRow';

const RECORDS_PAGE = 10;

/** The diamond tasks (the seeds' /diamond-task calls): each with its progress and Collect, then the records. */
export function DiamondTasks() {
  const { t } = useI18n();
  const client = useQueryClient();
  const tasks = useQuery({ queryKey: diamondTasksKey, queryFn: () => taskCall('diamondTasks', {}) });
  const collect = useMutation({
    mutationFn: (id: number) => taskCall('diamondTaskCollect', { id: String(id) }),
    onSuccess: (res) => {
      toast('success', t('tasks.collected_toast', { prize: prizeText(t, res.bonusType, res.amount) }));
      void client.invalidateQueries({ queryKey: ME_KEY });
    },
    onError: () => void client.invalidateQueries({ queryKey: diamondTasksKey }),
  });
  const live = (tasks.data ?? []).filter((d) => d.enable === 1);
  return (
    <section className="card stack" aria-labelledby="diamond-tasks-title" data-testid="diamond-tasks">
      <h2 id="diamond-tasks-title">{t('tasks.diamond_title')}</h2>
      {!tasks.data ? (
        <Spinner />
      ) : live.length === 0 ? (
        <p className="muted">{t('tasks.none')}</p>
      ) : (
        <ul className="task-list">
          {live.map((d) => (
            <TaskRow
              key={d.id}
              task={d}
              prize={t('tasks.prize', { prize: prizeText(t, 4, d.bonus) })}
              busy={collect.isPending}
              onCollect={() => collect.mutate(d.id)}
              testId={`diamond-task-${d.id}`}
            />
          ))}
        </ul>
      )}
      <DiamondRecords />
    </section>
  );
}

function DiamondRecords() {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const records = useQuery({
    queryKey: diamondRecordsKey(page),
    queryFn: () => taskCall('diamondTaskRecords', { page: String(page), size: String(RECORDS_PAGE) }),
  });
  const data = records.data;
  const what = (r: { type: number; taskId: number }) => {
    try {
      return taskText(t, { type: r.type, target: 1, gameId: null, minMultiplier: 100 });
    } catch (err) {
      if (err instanceof UnsupportedTaskType) return t('tasks.unsupported', { type: err.type });
      throw err;
    }
  };
  return (
    <div className="stack" data-testid="diamond-records">
      <h3>{t('tasks.diamond_records')}</h3>
      {!data ? (
        <Spinner />
      ) : data.list.length === 0 ? (
        <p className="muted">{t('tasks.records_none')}</p>
      ) : (
        <ul className="task-records">
          {data.list.map((r) => (
            <li key={r.id} data-testid="diamond-record">
              <span>{formatDate(r.createdAt, lang, true)}</span>
              <span>{what(r)}</span>
              <strong>+{prizeText(t, r.bonusType, r.amount)}</strong>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > page * RECORDS_PAGE && (
        <Button variant="ghost" size="sm" onClick={() => setPage((p) => p + 1)}>
          {t('tasks.more')}
        </Button>
      )}
    </div>
  );
}
