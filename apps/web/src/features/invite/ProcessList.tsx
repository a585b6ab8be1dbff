/** The friends who joined during the task (the seeds' processes): masked number, avatar, status, a page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { InviteTaskData } from '@nyota/contract/api/invite';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { inviteCall, processesKey } from './api';
import { cash, processStatusKey } from './invite-text';

const PAGE = 10;

export function ProcessList({ task }: { task: InviteTaskData }) {
  const { t } = useI18n();
  const query = useInfiniteQuery({
    queryKey: processesKey(task.id, 'all'),
    enabled: task.id > 0,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      inviteCall('inviteProcesses', { taskId: String(task.id), page: String(pageParam), size: String(PAGE) }),
    getNextPageParam: (last, all) => (all.length * PAGE < last.count ? all.length : undefined),
  });
  if (task.id === 0) return <p className="card muted">{t('invite.friends_no_task')}</p>;
  if (!query.data) return <Spinner />;
  const list = query.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <p className="card muted">{t('invite.friends_none')}</p>;
  return (
    <div className="stack">
      <ul className="invite-friends" data-testid="invite-processes">
        {list.map((p) => (
          <li key={p.id} className="card invite-friend" data-testid="invite-process" data-status={p.status}>
            <span className={`invite-avatar invite-avatar--${p.inviteeAvatar}`} aria-hidden="true" />
            <span className="invite-friend__mobile">{p.inviteeMobile}</span>
            <span className="invite-friend__status">
              {t(processStatusKey(p.status), { amount: cash(p.increaseAmount ?? 0) })}
            </span>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('invite.more')}
        </Button>
      )}
    </div>
  );
}
