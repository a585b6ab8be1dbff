/**
 * #/reconciliation/paybill: M-Pesa pay-bill payments whose account named no member
 * (docs/staff-console.md#unmatched-pay-bill-payments). Open ones (unmatched, pending approval) and
 * those staff resolved; staff with withdrawals.approve resolve an open one in a dialog. A lazy chunk.
 */
import { useState } from 'react';
import type { PayBillResolveOutput, PayBillUnmatchedRow } from '@nyota/contract/staff/routes-pay-bill';
import { call } from '../api';
import { useT, type MessageKey } from '../i18n';
import { useLoad } from '../use-load';
import { maskMsisdn, payBillMoney, when } from './paybill-format';
import { PayBillResolveDialog } from './PayBillResolveDialog';

const STATUS_TEXT: Record<PayBillUnmatchedRow['status'], MessageKey> = {
  unmatched: 'paybill.status.unmatched',
  pending: 'paybill.status.pending',
  credited: 'paybill.status.credited',
  returned: 'paybill.status.returned',
};

function MemberLink({ id }: { id: string | null }) {
  return id ? <a href={`#/players/${encodeURIComponent(id)}`}>{id}</a> : <>—</>;
}

function PayBillRows(props: {
  items: PayBillUnmatchedRow[];
  symbol: string;
  resolved: boolean;
  onResolve: ((row: PayBillUnmatchedRow) => void) | null;
}) {
  const t = useT();
  return (
    <table data-testid="paybill-table">
      <thead>
        <tr>
          <th>{t('paybill.transId')}</th>
          <th>{t('paybill.account')}</th>
          <th>{t('paybill.payer')}</th>
          <th>{t('paybill.amount')}</th>
          <th>{t('paybill.receivedAt')}</th>
          <th>{t('paybill.status')}</th>
          <th>{t('paybill.member')}</th>
          {props.resolved && <th>{t('paybill.resolvedBy')}</th>}
          {props.resolved && <th>{t('paybill.approvedBy')}</th>}
          {props.resolved && <th>{t('paybill.resolvedAt')}</th>}
          <th>{t('paybill.reason')}</th>
          {props.onResolve && <th />}
        </tr>
      </thead>
      <tbody>
        {props.items.map((row) => (
          <tr key={row.transId} data-testid={`paybill-row-${row.transId}`}>
            <td>
              <code>{row.transId}</code>
            </td>
            <td>{row.billRef}</td>
            <td>{maskMsisdn(row.msisdn)}</td>
            <td>{payBillMoney(row.amount, props.symbol)}</td>
            <td>{when(row.receivedAt)}</td>
            <td>{t(STATUS_TEXT[row.status])}</td>
            <td>
              <MemberLink id={row.memberId} />
            </td>
            {props.resolved && <td>{row.resolvedBy ?? '—'}</td>}
            {props.resolved && <td>{row.approvedBy ?? '—'}</td>}
            {props.resolved && <td>{when(row.resolvedAt)}</td>}
            <td>{row.reason ?? '—'}</td>
            {props.onResolve && (
              <td>
                {row.status === 'unmatched' && <button onClick={() => props.onResolve?.(row)}>{t('paybill.resolve')}</button>}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function doneText(t: ReturnType<typeof useT>, out: PayBillResolveOutput): string {
  const params = { transId: out.item.transId, memberId: out.item.memberId ?? '', request: out.item.fourEyesRequestId ?? '' };
  if (out.outcome === 'credited') return t('paybill.done.credited', params);
  if (out.outcome === 'pending') return t('paybill.done.pending', params);
  return t('paybill.done.returned', params);
}

export function PayBillUnmatchedPage({ canResolve }: { canResolve: boolean }) {
  const t = useT();
  const [which, setWhich] = useState<'open' | 'resolved'>('open');
  const list = useLoad(() => call('listUnmatchedPayBill', { status: which }), which);
  const [resolving, setResolving] = useState<PayBillUnmatchedRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = list.data;

  return (
    <section>
      <p>
        <a href="#/reconciliation">← {t('nav.reconciliation')}</a>
      </p>
      <h2>{t('paybill.title')}</h2>
      <p>{t('paybill.intro')}</p>
      <div className="inline" role="group" aria-label={t('paybill.status')}>
        {(['open', 'resolved'] as const).map((w) => (
          <button key={w} aria-pressed={which === w} onClick={() => setWhich(w)}>
            {t(w === 'open' ? 'paybill.open' : 'paybill.resolved')}
          </button>
        ))}
      </div>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {list.error && <p className="error">{t('common.error', { msg: list.error })}</p>}
      {data?.items.length === 0 && <p>{t('common.empty')}</p>}
      {data && data.items.length > 0 && (
        <PayBillRows
          items={data.items}
          symbol={data.currencySymbol}
          resolved={which === 'resolved'}
          onResolve={canResolve && which === 'open' ? setResolving : null}
        />
      )}
      {resolving && data && (
        <PayBillResolveDialog
          row={resolving}
          symbol={data.currencySymbol}
          threshold={data.fourEyesThreshold}
          onClose={() => setResolving(null)}
          onDone={(out) => {
            setResolving(null);
            setDone(doneText(t, out));
            list.reload();
          }}
        />
      )}
    </section>
  );
}
