/** #/players/harm-reviews: players flagged automatically by their harm markers, oldest first. */
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { when } from './format';
import { markersText } from './harm-format';

export function HarmReviewsPage() {
  const t = useT();
  const queue = useLoad(() => call('harmReviewQueue', {}));
  return (
    <section>
      <p>
        <a href="#/players">{t('players.back')}</a>
      </p>
      <h2>{t('harm.queue.title')}</h2>
      <p>{t('harm.queue.intro')}</p>
      {queue.error && <p className="error">{t('common.error', { msg: queue.error })}</p>}
      {queue.data && queue.data.items.length === 0 && <p>{t('common.empty')}</p>}
      {queue.data && queue.data.items.length > 0 && (
        <div className="scroll">
          <table data-testid="harm-reviews">
            <thead>
              <tr>
                <th>{t('players.member')}</th>
                <th>{t('players.mobile')}</th>
                <th>{t('harm.queue.raised')}</th>
                <th>{t('harm.queue.markers')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.data.items.map((r) => (
                <tr key={r.id} data-testid={`harm-review-${r.memberId}`}>
                  <td>
                    <a href={`#/players/${r.memberId}`}>{r.memberId}</a>
                  </td>
                  <td>
                    <a href={`#/players/${r.memberId}`}>{r.mobile}</a>
                  </td>
                  <td>{when(r.raisedAt)}</td>
                  <td>{markersText(t, r.markers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
