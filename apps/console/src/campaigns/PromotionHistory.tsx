/** A promotion's versions, newest first: who saved each, when and why, and its whole value. */
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';

export function PromotionHistory({ id, round }: { id: string; round: number }) {
  const t = useT();
  const history = useLoad(() => call('promotionHistory', { id }), `${id}:${round}`);
  return (
    <div className="history" data-testid="promotion-history">
      {history.error && <p className="error">{history.error}</p>}
      {history.data?.items.map((v) => (
        <details key={v.version}>
          <summary>
            {t('promotions.versionLine', {
              version: String(v.version),
              staff: v.staff,
              at: new Date(v.at).toLocaleString(),
              reason: v.reason,
            })}
          </summary>
          <pre>{JSON.stringify(v.value, null, 2)}</pre>
        </details>
      ))}
    </div>
  );
}
