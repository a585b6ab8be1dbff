/** The player page's Mall panel: the member's redemptions and exchanges, newest first. */
import { call } from '../api';
import { useT, type MessageKey } from '../i18n';
import { money, when } from '../players/format';
import { useLoad } from '../use-load';

const PAYMENT: Record<number, MessageKey> = { 1: 'mall.payment.1', 2: 'mall.payment.2' };

export function PlayerMall({ memberId }: { memberId: string }) {
  const t = useT();
  const rows = useLoad(() => call('playerMall', { memberId }), memberId);
  const d = rows.data;
  return (
    <section data-testid="player-mall">
      <h3>{t('mall.player')}</h3>
      {rows.error && <p className="error">{t('common.error', { msg: rows.error })}</p>}
      <h4>{t('mall.redemptions')}</h4>
      {d && d.redemptions.length === 0 && <p>{t('common.empty')}</p>}
      {d && d.redemptions.length > 0 && (
        <div className="scroll">
          <table>
            <thead>
              <tr>
                <th>{t('mall.when')}</th>
                <th>{t('mall.name')}</th>
                <th>{t('mall.price')}</th>
                <th>{t('mall.amount')}</th>
                <th>{t('mall.ticket')}</th>
                <th>{t('mall.status')}</th>
              </tr>
            </thead>
            <tbody>
              {d.redemptions.map((r) => (
                <tr key={r.id} data-testid={`player-mall-${r.id}`}>
                  <td>{when(r.createdAt)}</td>
                  <td>
                    {r.itemId} · {r.name}
                  </td>
                  <td>
                    {money(r.price)} {t(PAYMENT[r.paymentType] ?? 'mall.payment.1')}
                  </td>
                  <td>{r.ticket === null ? money(r.amount) : '—'}</td>
                  <td>{r.ticket ?? '—'}</td>
                  <td>{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h4>{t('mall.exchanges')}</h4>
      {d && d.exchanges.length === 0 && <p>{t('common.empty')}</p>}
      {d && d.exchanges.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('mall.when')}</th>
              <th>{t('mall.payment')}</th>
              <th>{t('mall.amount')}</th>
              <th>{t('mall.cash')}</th>
              <th>{t('mall.status')}</th>
            </tr>
          </thead>
          <tbody>
            {d.exchanges.map((e) => (
              <tr key={e.id}>
                <td>{when(e.createdAt)}</td>
                <td>{t(PAYMENT[e.paymentType] ?? 'mall.payment.1')}</td>
                <td>{money(e.amount)}</td>
                <td>{money(e.cash)}</td>
                <td>{e.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
