/**
 * #/players/limit-hits: the players whose own limits refused their deposits or stakes most often, each
 * with their phone number (unmasked, as in the player search: staff need it to find and call them)
 * and linked to their player page.
 */
import { useState } from 'react';
import { LIMIT_HIT_DAYS } from '@nyota/contract/staff/player-safer-play-schemas';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { when } from './format';

export function LimitHitsPage() {
  const t = useT();
  const [days, setDays] = useState<(typeof LIMIT_HIT_DAYS)[number]>('7');
  const hits = useLoad(() => call('playerLimitHits', { days }), days);
  return (
    <section>
      <p>
        <a href="#/players">{t('players.back')}</a>
      </p>
      <h2>{t('limitHits.title')}</h2>
      <label>
        {t('limitHits.period')}{' '}
        <select value={days} onChange={(e) => setDays(e.target.value === '30' ? '30' : '7')}>
          {LIMIT_HIT_DAYS.map((d) => (
            <option key={d} value={d}>
              {t('limitHits.days', { n: d })}
            </option>
          ))}
        </select>
      </label>
      {hits.error && <p className="error">{t('common.error', { msg: hits.error })}</p>}
      {hits.data && hits.data.items.length === 0 && <p>{t('common.empty')}</p>}
      {hits.data && hits.data.items.length > 0 && (
        <div className="scroll">
          <table data-testid="limit-hits">
            <thead>
              <tr>
                <th>{t('players.mobile')}</th>
                <th>{t('players.member')}</th>
                <th>{t('limitHits.count')}</th>
                <th>{t('limitHits.last')}</th>
              </tr>
            </thead>
            <tbody>
              {hits.data.items.map((h) => (
                <tr key={h.memberId} data-member={h.memberId}>
                  <td>
                    <a href={`#/players/${h.memberId}`}>{h.mobile}</a>
                  </td>
                  <td>
                    <a href={`#/players/${h.memberId}`}>{h.memberId}</a>
                  </td>
                  <td>{h.count}</td>
                  <td>{when(h.lastAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
