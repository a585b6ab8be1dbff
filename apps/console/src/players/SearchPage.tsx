/** Find a player by phone (any format), member id, payment reference or device id. */
import { useState, type FormEvent } from 'react';
import { PLAYER_SEARCH_BY, type PlayerHit, type PlayerSearchBy } from '@nyota/contract/staff/players-schemas';
import { call } from '../api';
import { useT } from '../i18n';
import { errorText, when } from './format';

const isBy = (v: string): v is PlayerSearchBy => (PLAYER_SEARCH_BY as readonly string[]).includes(v);

export function SearchPage() {
  const t = useT();
  const [hits, setHits] = useState<PlayerHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function search(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const by = String(form.get('by') ?? 'phone');
    try {
      const res = await call('searchPlayers', { by: isBy(by) ? by : 'phone', q: String(form.get('q') ?? '') });
      setHits(res.items);
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <section>
      <p>
        <a href="#/players/limit-hits">{t('limitHits.link')}</a>
        {' · '}
        <a href="#/players/harm-reviews">{t('harm.queue.link')}</a>
      </p>
      <h2>{t('players.search')}</h2>
      <form className="inline" onSubmit={(e) => void search(e)}>
        <select name="by" aria-label={t('players.by')}>
          {PLAYER_SEARCH_BY.map((b) => (
            <option key={b} value={b}>
              {t(`players.by.${b}`)}
            </option>
          ))}
        </select>
        <input name="q" aria-label={t('players.query')} placeholder={t('players.query')} required maxLength={64} />
        <button type="submit">{t('players.find')}</button>
      </form>
      {error && <p className="error">{t('common.error', { msg: error })}</p>}
      {hits && hits.length === 0 && <p>{t('players.none')}</p>}
      {hits && hits.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('players.member')}</th>
              <th>{t('players.mobile')}</th>
              <th>{t('players.joined')}</th>
              <th>{t('players.locked')}</th>
            </tr>
          </thead>
          <tbody>
            {hits.map((h) => (
              <tr key={h.memberId}>
                <td>
                  <a href={`#/players/${h.memberId}`}>{h.memberId}</a>
                </td>
                <td>{h.mobile}</td>
                <td>{when(h.createdAt)}</td>
                <td>{h.locked ? t('yes') : t('no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
