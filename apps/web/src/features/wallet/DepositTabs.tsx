import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { PageSpinner } from '../../shared/ui/Spinner';
import { PackagePanel } from '../deposit-offers/index';
import { packageOffersQuery, packageShown, payBillQuery } from './api';

const PayBillPanel = lazy(() => import('./PayBillPanel').then((m) => ({ default: m.PayBillPanel })));

/** Only markets whose operators include M-Pesa have a paybill (the Kenya preset). */
const HAS_PAYBILL = market.operators.some((o) => o.id === 'MPESA');

type Tab = 'deposit' | 'package' | 'paybill';
const LABELS: Record<Tab, MessageKey> = {
  deposit: 'paybill.tab_deposit',
  package: 'offer.tab_package',
  paybill: 'paybill.tab_paybill',
};

/**
 * The Deposit screen's tabs (seeds: Deposit; Package while the pack, promotion or normal offer is
 * on; PayBill where the market has an M-Pesa paybill and it is on; docs/product-rules/pay-bill.md,
 * deposit-offers.md#web). With Deposit alone there is no tab strip. The Package and PayBill panels
 * are their own lazy chunks.
 */
export function DepositTabs({ children, onLeave }: { children: ReactNode; onLeave?: () => void }) {
  const { t, lang } = useI18n();
  const payBill = useQuery({ ...payBillQuery(lang), enabled: HAS_PAYBILL });
  const offers = useQuery(packageOffersQuery(lang));
  const [tab, setTab] = useState<Tab>('deposit');
  const panelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs: Tab[] = ['deposit'];
  if (packageShown(offers.data)) tabs.push('package');
  if (HAS_PAYBILL && payBill.data?.enable) tabs.push('paybill');
  const strip = tabs.length > 1;
  // Until the first answers say whether there is a strip, the panel waits hidden (its form loads
  // meanwhile): a strip arriving after the form would push the form, and Pay, down under a finger.
  // A failed call settles too, and the form shows alone.
  const settling = offers.isPending || (HAS_PAYBILL && payBill.isPending);

  function onKeyDown(e: KeyboardEvent) {
    const at = tabs.indexOf(tab);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(at + 1, last),
      ArrowLeft: Math.max(at - 1, 0),
      Home: 0,
      End: last,
    };
    const to = moves[e.key] ?? -1;
    const next = tabs[to];
    if (!next) return;
    e.preventDefault();
    setTab(next);
    refs.current[to]?.focus();
  }

  let panel: ReactNode = children;
  if (tab === 'package' && offers.data) panel = <PackagePanel offers={offers.data} onLeave={onLeave} />;
  else if (tab === 'paybill' && payBill.data) panel = <PayBillPanel data={payBill.data} />;
  return (
    <>
      {strip && (
        <div className="tabs deposit-tabs" role="tablist" aria-label={t('paybill.tabs')} onKeyDown={onKeyDown}>
          {tabs.map((id, i) => (
            <button
              key={id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${panelId}-${id}`}
              aria-selected={tab === id}
              aria-controls={panelId}
              tabIndex={tab === id ? 0 : -1}
              className="tabs__tab"
              onClick={() => setTab(id)}
              data-testid={`deposit-tab-${id}`}
            >
              {t(LABELS[id])}
            </button>
          ))}
        </div>
      )}
      {settling && <PageSpinner />}
      {/* Always here, so the form keeps its state when a later answer brings or takes the strip. */}
      <div
        role={strip ? 'tabpanel' : undefined}
        id={panelId}
        aria-labelledby={strip ? `${panelId}-${tab}` : undefined}
        hidden={settling}
        data-testid="deposit-panel"
      >
        <Suspense fallback={<PageSpinner />}>{panel}</Suspense>
      </div>
    </>
  );
}
