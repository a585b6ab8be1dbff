import type { StaffRouteOutput } from '@nyota/contract/staff/routes';
import { useT } from '../i18n';
import { money } from './format';

type Detail = StaffRouteOutput<'withdrawalDetail'>;

function Payments({ title, lines }: { title: string; lines: Detail['deposits'] }) {
  const t = useT();
  return (
    <>
      <h4>{title}</h4>
      {lines.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <table>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id}>
                <td>{new Date(l.createdAt).toLocaleString()}</td>
                <td>{money(l.amount)}</td>
                <td>{l.operator}</td>
                <td>
                  {l.status}
                  {l.reviewStatus !== 'none' ? ` / ${l.reviewStatus}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The player's recent deposits, withdrawals, play and open appeals beside a withdrawal. */
export function PlayerContext({ detail }: { detail: Detail }) {
  const t = useT();
  return (
    <div data-testid="wd-context">
      <p>
        {t('wd.player')}: <code>{detail.withdrawal.memberId}</code>
      </p>
      <Payments title={t('wd.deposits')} lines={detail.deposits} />
      <Payments title={t('wd.withdrawals')} lines={detail.withdrawals} />
      <h4>{t('wd.play')}</h4>
      {detail.play.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('wd.play.kind')}</th>
              <th>{t('wd.play.count')}</th>
              <th>{t('wd.play.total')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.play.map((p) => (
              <tr key={p.kind}>
                <td>{p.kind}</td>
                <td>{p.count}</td>
                <td>{money(p.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4>{t('wd.appeals')}</h4>
      {detail.openAppeals.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <ul>
          {detail.openAppeals.map((a) => (
            <li key={a.id}>
              #{a.id} · {a.intentId.slice(0, 8)} · {new Date(a.createdAt).toLocaleString()}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
