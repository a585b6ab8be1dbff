/**
 * A button per move the transition table allows from the appeal's step (the server says which).
 * Rejections need at least one of the seed's five reasons; operations rejection, resolve and close
 * need a note for the player.
 */
import { useState } from 'react';
import type { AppealAllowedMove } from '@nyota/contract/staff/schemas-appeals';
import { call } from '../api';
import { useT } from '../i18n';
import { MOVES, REASONS } from './appeal-format';

const NEEDS_REASONS: readonly AppealAllowedMove[] = ['rejectReceipt', 'operationsReject'];
const NEEDS_NOTE: readonly AppealAllowedMove[] = ['operationsReject', 'resolve', 'close'];

interface Props {
  appealId: string;
  allowed: AppealAllowedMove[];
  act: (run: () => Promise<unknown>) => Promise<void>;
}

export function AppealMoves({ appealId, allowed, act }: Props) {
  const t = useT();
  const [reasons, setReasons] = useState<number[]>([]);
  const [content, setContent] = useState('');

  function move(m: AppealAllowedMove) {
    const note = content.trim();
    void act(async () => {
      if (m === 'resolve') await call('resolveAppeal', { id: appealId, content: note });
      else
        await call('moveAppeal', {
          id: appealId,
          move: m,
          ...(NEEDS_REASONS.includes(m) ? { reasons } : {}),
          ...(NEEDS_NOTE.includes(m) && note ? { content: note } : {}),
        });
      setReasons([]);
      setContent('');
    });
  }

  if (allowed.length === 0) return <p>{t('appeals.noMoves')}</p>;
  const showReasons = allowed.some((m) => NEEDS_REASONS.includes(m));
  return (
    <fieldset className="appeal-moves" data-testid="appeal-moves">
      <legend>{t('appeals.moves')}</legend>
      {showReasons && (
        <div className="appeal-reasons">
          <span>{t('appeals.reasons')}</span>
          {REASONS.map(([code, key]) => (
            <label key={code}>
              <input
                type="checkbox"
                checked={reasons.includes(code)}
                onChange={(e) => setReasons((r) => (e.target.checked ? [...r, code] : r.filter((x) => x !== code)))}
              />{' '}
              {t(key)}
            </label>
          ))}
        </div>
      )}
      <label className="appeal-note">
        {t('appeals.note')}
        <textarea value={content} maxLength={1000} rows={2} onChange={(e) => setContent(e.target.value)} />
      </label>
      <div className="inline">
        {allowed.map((m) => (
          <button key={m} onClick={() => move(m)} data-testid={`move-${m}`}>
            {t(MOVES[m])}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
