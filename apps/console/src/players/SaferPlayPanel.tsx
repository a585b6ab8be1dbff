/** The player's own responsible-gambling settings: limits with pending changes, time-out, reality check. */
import type { LimitView } from '@nyota/contract/api/safer-play';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { money, when } from './format';
import { LimitHistory } from './LimitHistory';

export function SaferPlayPanel({ memberId }: { memberId: string }) {
  const t = useT();
  const load = useLoad(() => call('playerSaferPlay', { memberId }), memberId);
  const d = load.data;
  const amount = (kind: LimitView['kind'], v: number | null) =>
    v === null ? t('saferPlay.none') : kind === 'session_minutes' ? t('saferPlay.minutes', { n: String(v) }) : money(v);
  if (load.error) return <p className="error">{t('common.error', { msg: load.error })}</p>;
  if (!d) return null;
  return (
    <div data-testid="safer-play">
      <p data-testid="safer-play-time-out">
        {d.timeOut
          ? t('saferPlay.timeOut', { period: d.timeOut.period, until: when(d.timeOut.until) })
          : t('saferPlay.noTimeOut')}
        {' · '}
        {d.realityCheckMinutes > 0
          ? t('saferPlay.realityCheck', { n: String(d.realityCheckMinutes) })
          : t('saferPlay.realityCheckOff')}
      </p>
      <div className="scroll">
        <table>
          <caption>{t('saferPlay.limits')}</caption>
          <thead>
            <tr>
              <th>{t('saferPlay.kind')}</th>
              <th>{t('saferPlay.value')}</th>
              <th>{t('saferPlay.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {d.limits.map((l) => (
              <tr key={l.kind} data-testid={`limit-${l.kind}`}>
                <td>{t(`saferPlay.kind.${l.kind}`)}</td>
                <td>{amount(l.kind, l.value)}</td>
                <td>
                  {l.pending
                    ? t('saferPlay.pendingAt', { value: amount(l.kind, l.pending.value), at: when(l.pending.effectiveAt) })
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LimitHistory changes={d.changes} amount={amount} />
      <h4>{t('saferPlay.timeOuts')}</h4>
      {d.timeOuts.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <ul data-testid="time-out-history">
          {d.timeOuts.map((o) => (
            <li key={o.startsAt}>
              {t('saferPlay.timeOutRow', { period: o.period, from: when(o.startsAt), until: when(o.endsAt) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
