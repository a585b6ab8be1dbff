/** The player's deposits and withdrawals, 20 a page; `highlight` marks one and scrolls to it. */
import { useEffect, useState } from 'react';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { money, when } from './format';
import { Pager } from './Pager';

export function PaymentsTable({ memberId, highlight }: { memberId: string; highlight: string | null }) {
  const t = useT();
  const [page, setPage] = useState(0);
  const rows = useLoad(() => call('playerPayments', { memberId, page }), `${memberId}:${page}`);
  const shown = highlight !== null && (rows.data?.items.some((p) => p.id === highlight) ?? false);
  useEffect(() => {
    if (shown) document.getElementById(`payment-${highlight ?? ''}`)?.scrollIntoView({ block: 'center' });
  }, [shown, highlight]);
  return (
    <>
      <h3>{t('players.payments')}</h3>
      {highlight && rows.data && (
        <p className="notice">{t(shown ? 'players.paymentFocus' : 'players.paymentNotOnPage', { id: highlight })}</p>
      )}
      {rows.error && <p className="error">{t('common.error', { msg: rows.error })}</p>}
      <div className="scroll">
        <table data-testid="player-payments">
          <thead>
            <tr>
              <th>{t('players.when')}</th>
              <th>{t('players.type')}</th>
              <th>{t('players.amount')}</th>
              <th>{t('players.status')}</th>
              <th>{t('players.provider')}</th>
              <th>{t('players.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.data?.items.map((p) => (
              <tr
                key={p.id}
                id={`payment-${p.id}`}
                className={p.id === highlight ? 'highlight' : undefined}
                data-testid={p.id === highlight ? 'payment-highlight' : undefined}
              >
                <td>{when(p.createdAt)}</td>
                <td>{p.direction}</td>
                <td>{money(p.amount)}</td>
                <td>{p.status}</td>
                <td>{p.provider}</td>
                <td>
                  <code>{p.providerRef ?? p.id}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} more={rows.data?.more ?? false} onPage={setPage} />
    </>
  );
}
