import { useRef, useState, type KeyboardEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { VoucherStatus, VoucherView } from '@nyota/contract/api/vouchers';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import * as ic from '../../shared/ui/icons';
import { voucherCall, vouchersKey } from './api';
import { VoucherCard } from './VoucherCard';
import './coupon.css';

const TABS: readonly { status: VoucherStatus; label: MessageKey; empty: MessageKey }[] = [
  { status: 'valid', label: 'coupon.tab_valid', empty: 'coupon.empty_valid' },
  { status: 'used', label: 'coupon.tab_used', empty: 'coupon.empty_used' },
  { status: 'expired', label: 'coupon.tab_expired', empty: 'coupon.empty_expired' },
];
const PAGE_SIZE = '10';

/**
 * Coupons (docs/product-rules/vouchers-and-promotions.md): the player's vouchers in three tabs,
 * valid (with Use), used and expired (paged by maxId), each coupon tiered by its copies.
 */
export function CouponPage() {
  const { t } = useI18n();
  const [status, setStatus] = useState<VoucherStatus>('valid');
  return (
    <PageFrame title={t('coupon.title')} data-testid="page-coupon">
      <CouponTabs status={status} onChange={setStatus} />
      <div role="tabpanel" id="coupon-panel" aria-labelledby={`coupon-tab-${status}`} data-testid={`coupon-${status}`}>
        {status === 'valid' ? <ValidList /> : <PagedList status={status} />}
      </div>
    </PageFrame>
  );
}

function ValidList() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: [...vouchersKey, 'valid'], queryFn: () => voucherCall('vouchersValid', {}) });
  if (!query.data) return <Spinner size="lg" />;
  if (query.data.list.length === 0) return <Empty status="valid" />;
  return (
    <>
      <p className="coupon__balance" data-testid="coupon-balance">
        {t('coupon.balance', { amount: formatMoney(query.data.balance, market.currencySymbol) })}
      </p>
      <Cards list={query.data.list} />
    </>
  );
}

function PagedList({ status }: { status: 'used' | 'expired' }) {
  const { t } = useI18n();
  const name = status === 'used' ? 'vouchersUsed' : 'vouchersExpired';
  const query = useInfiniteQuery({
    queryKey: [...vouchersKey, status],
    queryFn: ({ pageParam }) => voucherCall(name, pageParam ? { size: PAGE_SIZE, maxId: pageParam } : { size: PAGE_SIZE }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextMaxId ?? undefined,
  });
  if (!query.data) return <Spinner size="lg" />;
  const list = query.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <Empty status={status} />;
  return (
    <>
      <Cards list={list} />
      {query.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          data-testid="coupon-more"
        >
          {t('coupon.more')}
        </Button>
      )}
    </>
  );
}

function Cards({ list }: { list: VoucherView[] }) {
  return (
    <div className="coupon__list">
      {list.map((v) => (
        <VoucherCard key={`${v.id}:${v.status}:${v.copies}`} voucher={v} />
      ))}
    </div>
  );
}

function Empty({ status }: { status: VoucherStatus }) {
  const { t } = useI18n();
  const tab = TABS.find((x) => x.status === status);
  return (
    <EmptyState icon={ic.gifts} title={t('coupon.none_title')}>
      {tab && <p>{t(tab.empty)}</p>}
    </EmptyState>
  );
}

/** Valid / Used / Expired as WAI-ARIA tabs: arrow keys, Home and End move between them. */
function CouponTabs({ status, onChange }: { status: VoucherStatus; onChange(s: VoucherStatus): void }) {
  const { t } = useI18n();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = TABS.findIndex((tab) => tab.status === status);
  function onKeyDown(e: KeyboardEvent) {
    const last = TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const to = moves[e.key];
    const tab = to === undefined ? undefined : TABS[to];
    if (to === undefined || !tab) return;
    e.preventDefault();
    onChange(tab.status);
    refs.current[to]?.focus();
  }
  return (
    <div className="tabs" role="tablist" aria-label={t('coupon.tabs')} onKeyDown={onKeyDown}>
      {TABS.map((tab, i) => (
        <button
          key={tab.status}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`coupon-tab-${tab.status}`}
          aria-selected={tab.status === status}
          aria-controls="coupon-panel"
          tabIndex={tab.status === status ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(tab.status)}
          data-testid={`coupon-tab-${tab.status}`}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
