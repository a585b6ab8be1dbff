/** The player's recent sessions and the devices they came from. */
import type { PlayerOverview } from '@nyota/contract/staff/players-schemas';
import { useT } from '../i18n';
import { when } from './format';

export function SessionsTable({ sessions }: { sessions: PlayerOverview['sessions'] }) {
  const t = useT();
  return (
    <>
      <h3>{t('players.sessions')}</h3>
      <div className="scroll">
        <table>
          <thead>
            <tr>
              <th>{t('players.started')}</th>
              <th>{t('players.ended')}</th>
              <th>{t('players.device')}</th>
              <th>{t('players.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td>{when(s.createdAt)}</td>
                <td>{s.endedAt ? `${when(s.endedAt)} (${s.endReason ?? ''})` : t('players.live')}</td>
                <td>{s.deviceId || '—'}</td>
                <td>{s.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
