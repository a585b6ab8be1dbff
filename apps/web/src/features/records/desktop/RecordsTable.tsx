import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../shared/i18n/i18n';
import { Button } from '../../../shared/ui/Button';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { recordsPageQuery } from '../api';
import { currentCursor, FIRST_PAGE, nextPage, pageNumber, previousPage, splitPage } from '../cursor-stack';
import {
  AppealControl,
  RecordsEmpty,
  RecordsFailed,
  recordMoney,
  RecordStatus,
  RecordTime,
  type OpenAppeal,
} from '../RecordParts';
import { DESKTOP_PAGE_SIZE } from '../records-constants';
import { recordNumber, type RecordKind } from '../record-view';

interface Props {
  kind: RecordKind;
  month: string;
  monthName: string;
  onOpen: OpenAppeal;
}

/**
 * Desktop: a table of 8 records with Previous and Next
 * (docs/product-rules/records-and-appeals.md#paging). Mount it per tab and month.
 */
export function RecordsTable({ kind, month, monthName, onOpen }: Props) {
  const { t, lang } = useI18n();
  const [stack, setStack] = useState(FIRST_PAGE);
  const query = useQuery({
    ...recordsPageQuery(kind, month, DESKTOP_PAGE_SIZE, currentCursor(stack), lang),
    // The page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <RecordsFailed onRetry={() => void query.refetch()} />;
  const { rows, hasMore } = splitPage(query.data, DESKTOP_PAGE_SIZE);
  const page = pageNumber(stack);
  if (rows.length === 0 && page === 1) return <RecordsEmpty monthName={monthName} />;
  const last = rows[rows.length - 1];

  return (
    <div className="records-desk" aria-busy={query.isPlaceholderData || undefined}>
      <table className="records-table" data-testid="records-list">
        <thead>
          <tr>
            <th scope="col">{t('records.time')}</th>
            <th scope="col">{t('records.number')}</th>
            <th scope="col" className="num">
              {t('records.amount')}
            </th>
            <th scope="col">{t('records.status')}</th>
            <th scope="col">{t('records.appeal_column')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((record) => (
            <tr key={record.id} data-testid="record-row" data-record-id={record.id}>
              <td>
                <RecordTime record={record} />
              </td>
              <td className="record-no">{recordNumber(record)}</td>
              <td className="num money" data-testid="record-amount">
                {recordMoney(record)}
              </td>
              <td>
                <RecordStatus kind={kind} record={record} />
              </td>
              <td>
                <AppealControl kind={kind} record={record} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="pager" aria-label={t('records.pages')}>
        <Button
          variant="secondary"
          size="sm"
          disabled={page === 1 || query.isPlaceholderData}
          onClick={() => setStack(previousPage(stack))}
          data-testid="records-prev"
        >
          {t('records.previous')}
        </Button>
        <span aria-live="polite" data-testid="records-page">
          {t('records.page', { page })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasMore || !last || query.isPlaceholderData}
          onClick={() => last && setStack(nextPage(stack, last.id))}
          data-testid="records-next"
        >
          {t('records.next')}
        </Button>
      </nav>
    </div>
  );
}
