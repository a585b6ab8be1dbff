import { useState } from 'react';
import { call } from './api';
import { useT } from './i18n';
import { useLoad } from './use-load';

export function FourEyesPage() {
  const t = useT();
  const list = useLoad(() => call('listFourEyes', {}));
  const [note, setNote] = useState<string | null>(null);

  async function decide(id: string, approve: boolean) {
    const reason = window.prompt(t('common.reason'));
    if (!reason) return;
    try {
      await call(approve ? 'approveFourEyes' : 'rejectFourEyes', { id, reason });
      setNote(null);
      list.reload();
    } catch (err) {
      setNote(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <section>
      <h2>{t('nav.fourEyes')}</h2>
      {(list.error ?? note) && <p className="error">{list.error ?? note}</p>}
      {list.data?.items.length === 0 && <p>{t('common.empty')}</p>}
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('fourEyes.kind')}</th>
            <th>{t('fourEyes.requestedBy')}</th>
            <th>{t('common.reason')}</th>
            <th>{t('fourEyes.status')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.data?.items.map((r) => (
            <tr key={r.id}>
              <td>{r.id}</td>
              <td>
                {r.kind} <code>{JSON.stringify(r.payload)}</code>
              </td>
              <td>{r.requestedBy}</td>
              <td>{r.reason}</td>
              <td>{r.status}</td>
              <td>
                {r.status === 'pending' && (
                  <>
                    <button onClick={() => void decide(r.id, true)}>{t('fourEyes.approve')}</button>{' '}
                    <button onClick={() => void decide(r.id, false)}>{t('fourEyes.reject')}</button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
