import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { VipBenefitLog } from '@nyota/contract/api/vip-benefits';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { Button } from '../../shared/ui/Button';
import { SelectField } from '../../shared/ui/SelectField';
import { Spinner } from '../../shared/ui/Spinner';
import { vipCall, vipLogsKey } from './api';
import { amountText } from './benefit-text';

export { BenefitDetails } from './BenefitDetails';

const PAGE = '20';
/** The benefit types a member claims (vip.md#benefits): the filter's choices and their names. */
const TYPE_KEYS: Readonly<Record<string, MessageKey>> = { '1': 'vip.type_1', '2': 'vip.type_2', '5': 'vip.type_5' };
type LogType = '' | '1' | '2' | '5';

function isLogType(v: string): v is LogType {
  return v === '' || v in TYPE_KEYS;
}

/**
 * Claimed rewards (docs/product-rules/vip.md#benefits): the member's VIP reward claims newest first
 * from `/vip/benefits/logs`, 20 a page, the next page asked with the last one's `nextMaxId`;
 * filtered by type. A claim (VIP Rewards or the daily dialog) reloads it.
 */
export function VipRecords() {
  const { t } = useI18n();
  const [type, setType] = useState<LogType>('');
  const q = useInfiniteQuery({
    queryKey: [...vipLogsKey, type],
    queryFn: ({ pageParam }) =>
      vipCall('vipBenefitLogs', {
        size: PAGE,
        ...(type === '' ? {} : { type }),
        ...(pageParam === '' ? {} : { maxId: pageParam }),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextMaxId ?? undefined,
  });
  const options = [
    { value: '', label: t('vip.records_all') },
    ...Object.entries(TYPE_KEYS).map(([value, key]) => ({ value, label: t(key) })),
  ];
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="stack vip-records" aria-labelledby="vip-records-title" data-testid="vip-records">
      <h3 id="vip-records-title">{t('vip.records_title')}</h3>
      <SelectField
        label={t('vip.records_filter')}
        value={type}
        options={options}
        onValueChange={(v) => {
          if (isLogType(v)) setType(v);
        }}
        data-testid="vip-records-type"
      />
      {!q.data ? (
        <Spinner />
      ) : list.length === 0 ? (
        <p className="muted">{t('vip.records_empty')}</p>
      ) : (
        <ul className="vip-records__list">
          {list.map((r) => (
            <RecordRow key={r.id} record={r} />
          ))}
        </ul>
      )}
      {q.hasNextPage && (
        <Button
          variant="secondary"
          loading={q.isFetchingNextPage}
          onClick={() => void q.fetchNextPage()}
          data-testid="vip-records-more"
        >
          {t('vip.records_more')}
        </Button>
      )}
    </section>
  );
}

function RecordRow({ record: r }: { record: VipBenefitLog }) {
  const { t, lang } = useI18n();
  const name = t(TYPE_KEYS[String(r.type)] ?? 'vip.type_1');
  return (
    <li className="vip-records__row" data-testid={`vip-record-${r.benefitId}`}>
      <span>
        <strong>{`${t('vip.level_name', { level: r.levelId })} · ${name}`}</strong>
        <span className="muted"> {formatDate(r.createdAt, lang, true)}</span>
      </span>
      <span>
        {amountText(t, r.bonusType, r.amount)}{' '}
        <span className={r.status === 'held' ? 'badge' : 'muted'}>
          {t(r.status === 'held' ? 'vip.records_held' : 'vip.records_paid')}
        </span>
      </span>
    </li>
  );
}
