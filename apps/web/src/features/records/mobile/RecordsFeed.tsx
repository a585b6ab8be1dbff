import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useI18n } from '../../../shared/i18n/i18n';
import { Button } from '../../../shared/ui/Button';
import { PageSpinner, Spinner } from '../../../shared/ui/Spinner';
import { recordsFeedQuery } from '../api';
import {
  AppealControl,
  RecordsEmpty,
  RecordsFailed,
  recordMoney,
  RecordStatus,
  RecordTime,
  type OpenAppeal,
} from '../RecordParts';
import { MOBILE_PAGE_SIZE } from '../records-constants';
import { recordNumber, type RecordKind } from '../record-view';

interface Props {
  kind: RecordKind;
  month: string;
  monthName: string;
  onOpen: OpenAppeal;
}

/**
 * Mobile: cards that load 10 more as the end of the list scrolls into view
 * (docs/product-rules/records-and-appeals.md#paging). Mount it per tab and month.
 */
export function RecordsFeed({ kind, month, monthName, onOpen }: Props) {
  const { t, lang } = useI18n();
  const query = useInfiniteQuery(recordsFeedQuery(kind, month, MOBILE_PAGE_SIZE, lang));
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    const target = end.current;
    // After a failed step the player asks again with the button: no retry loop on a dead network.
    if (!target || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      // Start a little before the end shows, so the list rarely waits.
      { rootMargin: '0px 0px 240px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) return <RecordsFailed onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flat();
  if (rows.length === 0) return <RecordsEmpty monthName={monthName} />;

  return (
    <div className="records-feed">
      <ul className="record-cards" data-testid="records-list">
        {rows.map((record) => (
          <li key={record.id} className="record-card" data-testid="record-row" data-record-id={record.id}>
            <div className="record-card__top">
              <strong className="money record-card__amount" data-testid="record-amount">
                {recordMoney(record)}
              </strong>
              <RecordStatus kind={kind} record={record} />
            </div>
            <div className="record-card__meta">
              <RecordTime record={record} />
              <span className="record-no">{recordNumber(record)}</span>
            </div>
            <div className="record-card__action">
              <AppealControl kind={kind} record={record} onOpen={onOpen} />
            </div>
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div ref={end} className="feed-more">
          {isFetchNextPageError ? (
            <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} data-testid="records-retry">
              {t('records.retry')}
            </Button>
          ) : (
            <Spinner label={t('records.loading_more')} />
          )}
        </div>
      ) : (
        <p className="muted feed-end">{t('records.end')}</p>
      )}
    </div>
  );
}
