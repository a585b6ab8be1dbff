import { Suspense, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Appeal } from '@nyota/contract/api/appeals';
import { AppealKind } from '@nyota/contract/appeals-constants';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { useSession } from '../../shared/session/session-store';
import { Button, buttonClass } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner, Spinner } from '../../shared/ui/Spinner';
import { appealListQuery } from './api';
import type { AppealTarget } from './appeal-target';
import { AppealDialogHost } from './AppealDialogHost';
import { complainTargetOf } from './complain-route';
import { appealStatusText } from './timeline';
import './appeals.css';

/**
 * Route `complain-records/{type?}/{id?}/{feedbackId?}/{timestamp?}`
 * (docs/product-rules/records-and-appeals.md#appeal-form): the player's appeals, newest first, each
 * opening its timeline. A link that names a record opens that record's appeal over the list
 * (complain-route.ts). One layout serves both sizes: it is a list.
 */
export function ComplainRecordsPage() {
  const { t } = useI18n();
  const params = useParams();
  const state = useSession((s) => s.state);
  const loggedIn = state === SessionState.LOGGED_IN;
  // Read once: the shell remounts the page when the path changes (a new timestamp opens it again).
  const [target, setTarget] = useState<AppealTarget | null>(() => complainTargetOf(params));
  const list = useInfiniteQuery({ ...appealListQuery, enabled: loggedIn });

  let body;
  if (!loggedIn || list.isPending) body = <PageSpinner />;
  else if (list.isError && !list.data) {
    body = (
      <EmptyState
        icon={ic.info}
        title={t('appeals.list_load_failed')}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('appeals.retry')}
          </Button>
        }
      />
    );
  } else {
    const appeals = list.data.pages.flat();
    body =
      appeals.length === 0 ? (
        <EmptyState
          icon={ic.contact}
          title={t('appeals.list_empty')}
          action={
            <Link to="/records" className={buttonClass('secondary')}>
              {t('appeals.open_records')}
            </Link>
          }
        >
          <p>{t('appeals.list_empty_body')}</p>
        </EmptyState>
      ) : (
        <div className="stack">
          <ul className="appeal-list" data-testid="appeal-list">
            {appeals.map((appeal) => (
              <AppealItem key={appeal.id} appeal={appeal} onOpen={() => setTarget({ mode: 'detail', appealId: appeal.id })} />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="secondary"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
              data-testid="appeals-more"
            >
              {t('appeals.show_more')}
            </Button>
          )}
        </div>
      );
  }

  return (
    <PageFrame title={t('profile.complain_records')} data-testid="page-complain-records">
      <div className="appeals-page">{body}</div>
      <Suspense
        fallback={
          <div className="overlay-loading">
            <Spinner size="lg" />
          </div>
        }
      >
        {target && loggedIn && <AppealDialogHost target={target} onClose={() => setTarget(null)} onTarget={setTarget} />}
      </Suspense>
    </PageFrame>
  );
}

function AppealItem({ appeal, onOpen }: { appeal: Appeal; onOpen(): void }) {
  const { t, lang } = useI18n();
  const kind = t(appeal.type === AppealKind.WITHDRAW ? 'appeals.kind_withdraw' : 'appeals.kind_deposit');
  const status = t(appealStatusText(appeal.status));
  return (
    <li>
      <button
        type="button"
        className="appeal-item"
        onClick={onOpen}
        aria-label={t('appeals.open_label', { kind, id: appeal.recordId, status })}
        data-testid="appeal-item"
        data-appeal-id={appeal.id}
      >
        <span className="appeal-item__main">
          <strong>{kind}</strong>
          <span className="money">{formatMoney(appeal.money, market.currencySymbol)}</span>
        </span>
        <span className="appeal-item__meta">
          <time dateTime={appeal.updateTime}>{formatDate(appeal.updateTime, lang, true)}</time>
          <span className="record-no">{appeal.recordId}</span>
        </span>
        <span className="appeal-badge" data-status={appeal.status}>
          {status}
        </span>
        <Icon d={ic.chevron} size={18} />
      </button>
    </li>
  );
}
