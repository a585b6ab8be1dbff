/** One setting's versions, newest first, each with what it changed against the version before. */
import type { SettingKey } from '@nyota/contract/staff/settings-schemas';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

export function SettingHistory({ settingKey, round }: { settingKey: SettingKey; round: number }) {
  const t = useT();
  const history = useLoad(() => call('settingHistory', { key: settingKey }), `${settingKey}:${round}`);
  return (
    <div className="history" data-testid={`history-${settingKey}`}>
      {history.error && <p className="error">{history.error}</p>}
      {history.data?.items.map((v) => (
        <details key={v.version} open={v === history.data?.items[0]}>
          <summary>
            {t('settings.version', {
              version: String(v.version),
              staff: v.staff,
              at: new Date(v.at).toLocaleString(),
              reason: v.reason,
            })}
          </summary>
          {v.changes.length === 0 ? (
            <p>{t('settings.first')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>{t('settings.field')}</th>
                  <th>{t('settings.before')}</th>
                  <th>{t('settings.after')}</th>
                </tr>
              </thead>
              <tbody>
                {v.changes.map((c) => (
                  <tr key={c.field}>
                    <td>{c.field}</td>
                    <td>{show(c.before)}</td>
                    <td>{show(c.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </details>
      ))}
    </div>
  );
}
