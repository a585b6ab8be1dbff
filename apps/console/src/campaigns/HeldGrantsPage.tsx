/** #/held-grants: grants held above the four-eyes amount; a second staff member pays or refuses each. */
import { useState } from 'react';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { errorText, money, when } from '../players/format';

export function HeldGrantsPage() {
  const t = useT();
  const list = useLoad(() => call('heldRewards', {}));
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function decide(id: string, approve: boolean) {
    try {
      const done = await call(approve ? 'approveHeldReward' : 'rejectHeldReward', { id, reason: reasons[id] ?? '' });
      setNote({ ok: true, text: t('campaigns.decided', { id: done.id, status: done.status }) });
      list.reload();
    } catch (err) {
      setNote({ ok: false, text: errorText(err) });
    }
  }

  return (
    <section>
      <h2>{t('campaigns.heldTitle')}</h2>
      {list.error && <p className="error">{list.error}</p>}
      {note && (
        <p role="status" className={note.ok ? undefined : 'error'}>
          {note.text}
        </p>
      )}
      {list.data?.items.length === 0 && <p>{t('common.empty')}</p>}
      <div className="scroll">
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('campaigns.campaign')}</th>
              <th>{t('campaigns.member')}</th>
              <th>{t('campaigns.source')}</th>
              <th>{t('campaigns.amount')}</th>
              <th>{t('campaigns.causedBy')}</th>
              <th>{t('audit.when')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((r) => (
              <tr key={r.id} data-testid={`held-${r.id}`}>
                <td>{r.id}</td>
                <td>{r.campaign}</td>
                <td>
                  <a href={`#/players/${r.memberId}`}>{r.memberId}</a>
                </td>
                <td>{r.source}</td>
                <td>
                  {money(r.amount)} ({r.bonusType})
                </td>
                <td>{r.causedBy ?? '—'}</td>
                <td>{when(r.createdAt)}</td>
                <td className="inline">
                  <input
                    aria-label={t('common.reason')}
                    placeholder={t('common.reason')}
                    value={reasons[r.id] ?? ''}
                    onChange={(e) => setReasons({ ...reasons, [r.id]: e.target.value })}
                  />
                  <button onClick={() => void decide(r.id, true)}>{t('campaigns.approve')}</button>
                  <button onClick={() => void decide(r.id, false)}>{t('campaigns.reject')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
