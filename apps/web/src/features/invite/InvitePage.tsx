/**
 * Invitations (docs/product-rules/invites.md): routes `invite/{id}/{action?}` (/invite/1,
 * /invite/1/start, /invite/1/view; /invitation redirects here). Two tabs: Cash Giving (the task,
 * the invite wheel, the share panel with the rules, recent completions) and My friends (the
 * processes). `start` starts the task once and comes back to the page; `view` opens the friends.
 * Its own chunk; members only (the shell's login gate).
 */
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../shared/i18n/i18n';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import { ACT_ID, activityKey, inviteCall, noticesKey, taskKey } from './api';
import { CashGivingCard } from './CashGivingCard';
import { InviteWheel } from './InviteWheel';
import { cash } from './invite-text';
import { ProcessList } from './ProcessList';
import { SharePanel } from './SharePanel';
import './invite.css';

function InviteTabs({ id, view }: { id: string; view: boolean }) {
  const { t } = useI18n();
  const tab = (to: string, on: boolean, label: string, testId: string) => (
    <Link className="tabs__tab invite-tab" to={to} aria-current={on ? 'page' : undefined} data-testid={testId}>
      {label}
    </Link>
  );
  return (
    <nav className="tabs" aria-label={t('invite.title')}>
      {tab(`/invite/${id}`, !view, t('invite.tab_giving'), 'invite-tab-giving')}
      {tab(`/invite/${id}/view`, view, t('invite.tab_friends'), 'invite-tab-friends')}
    </nav>
  );
}

function Notices({ list }: { list: readonly { mobile: string; amount: number; at: string }[] }) {
  const { t } = useI18n();
  if (list.length === 0) return null;
  return (
    <section className="card">
      <h2>{t('invite.notices_title')}</h2>
      <ul className="invite-notices" data-testid="invite-notices">
        {list.map((n, i) => (
          <li key={`${n.at}-${i}`}>{t('invite.notice', { mobile: n.mobile, amount: cash(n.amount) })}</li>
        ))}
      </ul>
    </section>
  );
}

export function InvitePage() {
  const { t } = useI18n();
  const { id = ACT_ID, action } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const activity = useQuery({ queryKey: activityKey, queryFn: () => inviteCall('inviteActivity', { id }) });
  const task = useQuery({ queryKey: taskKey, queryFn: () => inviteCall('inviteTask', { actId: id }) });
  const notices = useQuery({
    queryKey: noticesKey,
    queryFn: () => inviteCall('inviteNotices', { actId: id }),
    staleTime: 60_000,
  });
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: taskKey }), [client]);
  const start = useMutation({
    mutationFn: () => inviteCall('inviteTaskStart', { actId: id }),
    onSuccess: (data) => client.setQueryData(taskKey, data),
  });
  // /invite/1/start: start once (a running task answers unchanged), then show the page.
  const startedByRoute = useRef(false);
  useEffect(() => {
    if (action !== 'start' || startedByRoute.current || !task.data || !activity.data) return;
    startedByRoute.current = true;
    if (task.data.status !== 1 && activity.data.status === 1) start.mutate();
    void navigate(`/invite/${id}`, { replace: true });
  }, [action, task.data, activity.data, start, navigate, id]);
  const view = action === 'view';
  const a = activity.data;
  const tk = task.data;
  return (
    <PageFrame title={t('invite.title')} data-testid="page-invite">
      <InviteTabs id={id} view={view} />
      {!a || !tk ? (
        <Spinner size="lg" />
      ) : view ? (
        <ProcessList task={tk} />
      ) : (
        <div className="invite-layout">
          <div className="stack">
            <p className="muted">{t('invite.intro')}</p>
            <CashGivingCard
              activity={a}
              task={tk}
              since={task.dataUpdatedAt}
              starting={start.isPending}
              onStart={() => start.mutate()}
              onRefresh={refresh}
            />
            {tk.status !== 0 && <InviteWheel task={tk} />}
          </div>
          <div className="stack">
            <SharePanel activity={a} />
            <Notices list={notices.data?.list ?? []} />
          </div>
        </div>
      )}
    </PageFrame>
  );
}
