/** The changes the player made to their own limits, newest first: when, which, old → new, from when. */
import type { LimitKind } from '@nyota/contract/api/safer-play';
import type { LimitChange } from '@nyota/contract/staff/player-safer-play-schemas';
import { useT } from '../i18n';
import { when } from './format';

export function LimitHistory({
  changes,
  amount,
}: {
  changes: LimitChange[];
  amount: (kind: LimitKind, v: number | null) => string;
}) {
  const t = useT();
  return (
    <>
      <h4>{t('saferPlay.history')}</h4>
      {changes.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <ul data-testid="limit-history">
          {changes.map((c) => (
            <li key={c.id}>
              {t('saferPlay.change', {
                at: when(c.at),
                kind: t(`saferPlay.kind.${c.kind}`),
                from: amount(c.kind, c.from),
                to: amount(c.kind, c.to),
                effective: when(c.effectiveAt),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
