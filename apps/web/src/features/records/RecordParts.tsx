import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';
import { appealStatusLabel } from './appeal-status';
import { appealActionOf, statusToneOf, type RecordKind, type RecordRow } from './record-view';

/** What a record's appeal control asks the page to open. */
export type OpenAppeal = (record: RecordRow) => void;

export function recordMoney(record: RecordRow): string {
  return formatMoney(record.money, market.currencySymbol);
}

export function RecordTime({ record }: { record: RecordRow }) {
  const { lang } = useI18n();
  return <time dateTime={record.createTime}>{formatDate(record.createTime, lang, true)}</time>;
}

export function RecordStatus({ kind, record }: { kind: RecordKind; record: RecordRow }) {
  return (
    <span className="record-status" data-tone={statusToneOf(kind, record.status)} data-testid="record-status">
      {record.text}
    </span>
  );
}

/**
 * Per docs/product-rules/records-and-appeals.md#appeal-eligibility, an Appeal button before an
 * appeal exists, the appeal's state afterwards (it opens the timeline), nothing when the record may
 * not be appealed.
 */
export function AppealControl({ kind, record, onOpen }: { kind: RecordKind; record: RecordRow; onOpen: OpenAppeal }) {
  const { t, lang } = useI18n();
  const action = appealActionOf(record);
  if (action.type === 'none') return null;
  if (action.type === 'appeal') {
    const label = t('records.appeal_label', {
      kind: t(kind === 'deposit' ? 'records.kind_deposit' : 'records.kind_withdraw'),
      amount: recordMoney(record),
      time: formatDate(record.createTime, lang, true),
    });
    return (
      <Button size="sm" variant="secondary" onClick={() => onOpen(record)} aria-label={label} data-testid="record-appeal">
        {t('records.appeal')}
      </Button>
    );
  }
  const status = appealStatusLabel(action.status);
  return (
    <Button
      size="sm"
      variant="ghost"
      className="appeal-state"
      data-status={action.status ?? undefined}
      onClick={() => onOpen(record)}
      aria-label={t('records.appeal_status_label', { status: t(status) })}
      data-testid="record-appeal-status"
    >
      {t(status)}
    </Button>
  );
}

export function RecordsEmpty({ monthName }: { monthName: string }) {
  const { t } = useI18n();
  return (
    <EmptyState icon={ic.records} title={t('records.empty')}>
      <p>{t('records.empty_body', { month: monthName })}</p>
    </EmptyState>
  );
}

export function RecordsFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={ic.info}
      title={t('records.load_failed')}
      action={
        <Button variant="secondary" onClick={onRetry} data-testid="records-retry">
          {t('records.retry')}
        </Button>
      }
    />
  );
}
