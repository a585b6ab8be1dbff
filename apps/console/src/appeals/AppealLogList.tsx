/** The appeal's log, oldest first, with the agent of each staff step (never shown to the player). */
import type { AppealStaffLog } from '@nyota/contract/staff/schemas-appeals';
import { useT } from '../i18n';
import { reasonKey, stepKey, when } from './appeal-format';

export function AppealLogList({ logs }: { logs: AppealStaffLog[] }) {
  const t = useT();
  return (
    <>
      <h3>{t('appeals.log')}</h3>
      <ol className="appeal-log" data-testid="appeal-log">
        {logs.map((l) => (
          <li key={l.id}>
            <strong>{t(stepKey(l.logType))}</strong>{' '}
            <span className="muted">
              {when(l.at)} · {l.staff ? t('appeals.log.by', { name: l.staff }) : t('appeals.log.player')}
            </span>
            {l.receipt && (
              <div>
                {t('appeals.receiptNumber')}: <code>{l.receipt}</code>
              </div>
            )}
            {l.reasons.length > 0 && <div>{l.reasons.map((r) => t(reasonKey(r))).join('; ')}</div>}
            {l.content && <div>{l.content}</div>}
          </li>
        ))}
      </ol>
    </>
  );
}
