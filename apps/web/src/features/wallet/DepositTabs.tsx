import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { PageSpinner } from '../../shared/ui/Spinner';
import { payBillQuery } from './api';

const PayBillPanel = lazy(() => import('./PayBillPanel').then((m) => ({ default: m.PayBillPanel })));

/** Only markets whose operators include M-Pesa have a paybill (the Kenya preset). */
const HAS_PAYBILL = market.operators.some((o) => o.id === 'MPESA');

type Tab = 'deposit' | 'paybill';
const TABS: readonly { id: Tab; label: 'paybill.tab_deposit' | 'paybill.tab_paybill' }[] = [
  { id: 'deposit', label: 'paybill.tab_deposit' },
  { id: 'paybill', label: 'paybill.tab_paybill' },
];

/**
 * The Deposit screen's tabs (docs/product-rules/pay-bill.md): Deposit, and PayBill where the
 * market has an M-Pesa paybill and the offer is on. Elsewhere there is no tab strip at all and no
 * request for it. The PayBill panel is its own lazy chunk.
 */
export function DepositTabs({ children }: { children: ReactNode }) {
  if (!HAS_PAYBILL) return <>{children}</>;
  return <PayBillTabs>{children}</PayBillTabs>;
}

function PayBillTabs({ children }: { children: ReactNode }) {
  const { t, lang } = useI18n();
  const payBill = useQuery(payBillQuery(lang));
  const [tab, setTab] = useState<Tab>('deposit');
  const panelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!payBill.data?.enable) return <>{children}</>;

  function onKeyDown(e: KeyboardEvent) {
    const to = e.key === 'ArrowRight' || e.key === 'End' ? 1 : e.key === 'ArrowLeft' || e.key === 'Home' ? 0 : -1;
    const next = TABS[to];
    if (!next) return;
    e.preventDefault();
    setTab(next.id);
    refs.current[to]?.focus();
  }

  return (
    <>
      <div className="tabs deposit-tabs" role="tablist" aria-label={t('paybill.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${panelId}-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={panelId}
            tabIndex={tab === item.id ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(item.id)}
            data-testid={`deposit-tab-${item.id}`}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${tab}`}>
        {tab === 'deposit' ? (
          children
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <PayBillPanel data={payBill.data} />
          </Suspense>
        )}
      </div>
    </>
  );
}
