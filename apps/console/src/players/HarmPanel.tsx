/**
 * The player's harm markers (docs/staff-console.md#players): each marker's count against its
 * threshold, the open automatic review ("no bonus, no marketing") that staff with players.act mark
 * reviewed with a note, and the past reviews.
 */
import { useState } from 'react';
import type { HarmMarkerCount, HarmReview } from '@nyota/contract/staff/harm-markers-schemas';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { errorText, when } from './format';
import { markersText, windowText } from './harm-format';
import { ReasonDialog } from './ReasonDialog';

function MarkerRow({ m }: { m: HarmMarkerCount }) {
  const t = useT();
  const over = m.count >= m.threshold;
  return (
    <tr data-testid={`harm-${m.marker}`} data-over={over ? 'true' : 'false'} className={over ? 'over' : undefined}>
      <td>{t(`harm.marker.${m.marker}`)}</td>
      <td>
        {m.count} / {m.threshold}
      </td>
      <td>{windowText(t, m.windowHours)}</td>
      <td>{over ? <strong>{t('harm.over')}</strong> : t('harm.under')}</td>
    </tr>
  );
}

function PastReviews({ history }: { history: HarmReview[] }) {
  const t = useT();
  return (
    <>
      <h4>{t('harm.history')}</h4>
      {history.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <ul className="marks" data-testid="harm-history">
          {history.map((r) => (
            <li key={r.id}>
              {t('harm.reviewed', {
                raised: when(r.raisedAt),
                markers: markersText(t, r.markers),
                by: r.reviewedBy ?? '—',
                at: when(r.reviewedAt),
                note: r.note ?? '',
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function HarmPanel({ memberId, canAct }: { memberId: string; canAct: boolean }) {
  const t = useT();
  const load = useLoad(() => call('playerHarmMarkers', { memberId }), memberId);
  const [reviewing, setReviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const d = load.data;

  async function markReviewed(note: string) {
    try {
      await call('closeHarmReview', { memberId, note });
      setError(null);
      load.reload();
    } catch (err) {
      setError(t('common.error', { msg: errorText(err) }));
    }
    setReviewing(false);
  }

  return (
    <div data-testid="harm-markers">
      <h3>{t('harm.title')}</h3>
      {load.error && <p className="error">{t('common.error', { msg: load.error })}</p>}
      {d && (
        <>
          {d.open ? (
            <div className="notice" role="note" data-testid="harm-open">
              <p>
                <strong>{t('harm.open', { at: when(d.open.raisedAt) })}</strong>
              </p>
              <p>{t('harm.openMarkers', { markers: markersText(t, d.open.markers) })}</p>
              {canAct && (
                <button className="secondary" onClick={() => setReviewing(true)}>
                  {t('harm.markReviewed')}
                </button>
              )}
            </div>
          ) : (
            <p data-testid="harm-none-open">{t('harm.noOpen')}</p>
          )}
          {error && <p className="error">{error}</p>}
          <div className="scroll">
            <table className="wrap" aria-label={t('harm.title')}>
              <thead>
                <tr>
                  <th>{t('harm.marker')}</th>
                  <th>{t('harm.count')}</th>
                  <th>{t('harm.window')}</th>
                  <th>{t('harm.state')}</th>
                </tr>
              </thead>
              <tbody>
                {d.markers.map((m) => (
                  <MarkerRow key={m.marker} m={m} />
                ))}
              </tbody>
            </table>
          </div>
          <PastReviews history={d.history} />
        </>
      )}
      {reviewing && (
        <ReasonDialog title="harm.markReviewed" label="harm.note" onSubmit={markReviewed} onClose={() => setReviewing(false)} />
      )}
    </div>
  );
}
