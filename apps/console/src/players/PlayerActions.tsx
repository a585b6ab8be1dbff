/** The action buttons of a player's page, each asking for a reason before it acts. */
import { useState } from 'react';
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { call } from '../api';
import { useT, type MessageKey } from '../i18n';
import { AdjustmentForm } from './AdjustmentForm';
import { errorText } from './format';
import { ReasonDialog } from './ReasonDialog';

type ActionName = 'lockPlayer' | 'unlockPlayer' | 'kickOutPlayer' | 'resetPlayerPassword' | 'flagPlayerConcern' | 'addPlayerNote';

interface Action {
  name: ActionName;
  label: MessageKey;
  /** Notes and concerns send their text as `text`; the rest as `reason`. */
  field: 'reason' | 'text';
}

const ACTIONS: Action[] = [
  { name: 'lockPlayer', label: 'players.lock', field: 'reason' },
  { name: 'unlockPlayer', label: 'players.unlock', field: 'reason' },
  { name: 'kickOutPlayer', label: 'players.kickOut', field: 'reason' },
  { name: 'resetPlayerPassword', label: 'players.resetPassword', field: 'reason' },
  { name: 'flagPlayerConcern', label: 'players.concern', field: 'text' },
  { name: 'addPlayerNote', label: 'players.addNote', field: 'text' },
];

export function PlayerActions(props: { me: StaffMe; memberId: string; locked: boolean; onDone: () => void }) {
  const t = useT();
  const [open, setOpen] = useState<Action | null>(null);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const canAct = props.me.permissions.includes('players.act');
  const canAdjust = props.me.permissions.includes('money.adjust');
  const shown = ACTIONS.filter((a) => (props.locked ? a.name !== 'lockPlayer' : a.name !== 'unlockPlayer'));

  async function run(a: Action, text: string) {
    const { memberId } = props;
    try {
      if (a.field === 'text') await call(a.name === 'addPlayerNote' ? 'addPlayerNote' : 'flagPlayerConcern', { memberId, text });
      else await call(a.name as Exclude<ActionName, 'addPlayerNote' | 'flagPlayerConcern'>, { memberId, reason: text });
      setStatus({ error: false, text: t('players.done') });
      setOpen(null);
      props.onDone();
    } catch (err) {
      setStatus({ error: true, text: t('common.error', { msg: errorText(err) }) });
      setOpen(null);
    }
  }

  if (!canAct && !canAdjust) return null;
  return (
    <section aria-label={t('players.actions')}>
      {canAct && (
        <div className="actions">
          {shown.map((a) => (
            <button key={a.name} onClick={() => setOpen(a)}>
              {t(a.label)}
            </button>
          ))}
        </div>
      )}
      {canAdjust && <AdjustmentForm memberId={props.memberId} onStatus={setStatus} />}
      {status && (
        <p role="status" className={status.error ? 'error' : 'notice'}>
          {status.text}
        </p>
      )}
      {open && (
        <ReasonDialog
          title={open.label}
          label={open.field === 'text' ? 'players.note' : 'common.reason'}
          onSubmit={(text) => run(open, text)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
