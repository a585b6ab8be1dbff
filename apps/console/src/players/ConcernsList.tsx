/** Responsible-gambling concerns, newest first: each open one can be cleared with a note. */
import { useState } from 'react';
import type { PlayerConcern } from '@nyota/contract/staff/players-schemas';
import { call } from '../api';
import { useT } from '../i18n';
import { errorText, when } from './format';
import { ReasonDialog } from './ReasonDialog';

export function ConcernsList(props: { memberId: string; concerns: PlayerConcern[]; canAct: boolean; onDone: () => void }) {
  const t = useT();
  const [clearing, setClearing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function clear(flagId: string, text: string) {
    try {
      await call('clearPlayerConcern', { memberId: props.memberId, flagId, text });
      setError(null);
      props.onDone();
    } catch (err) {
      setError(t('common.error', { msg: errorText(err) }));
    }
    setClearing(null);
  }

  return (
    <>
      <h3>{t('players.concerns')}</h3>
      {props.concerns.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <ul className="marks" data-testid="player-concerns">
          {props.concerns.map((c) => (
            <li key={c.id}>
              <strong>{c.by}</strong> · {when(c.at)}: {c.text}
              <div className="muted">
                {c.cleared
                  ? t('players.concernCleared', { by: c.cleared.by, at: when(c.cleared.at), note: c.cleared.note })
                  : t('players.concernOpen')}
                {!c.cleared && props.canAct && (
                  <>
                    {' '}
                    <button className="secondary" onClick={() => setClearing(c.id)}>
                      {t('players.clearConcern')}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="error">{error}</p>}
      {clearing && (
        <ReasonDialog
          title="players.clearConcern"
          label="players.clearNote"
          onSubmit={(text) => clear(clearing, text)}
          onClose={() => setClearing(null)}
        />
      )}
    </>
  );
}
