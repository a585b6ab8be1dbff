/** A player's tasks this period (both lists) and their last collects (docs/product-rules/tasks.md#console). */
import { call } from '../api';
import { useT, type MessageKey } from '../i18n';
import { useLoad } from '../use-load';
import { money, when } from './format';

const TYPE: Record<number, MessageKey> = {
  1: 'tasks.type.1',
  2: 'tasks.type.2',
  3: 'tasks.type.3',
  4: 'tasks.type.4',
  5: 'tasks.type.5',
  6: 'tasks.type.6',
};
const UNIT: Record<number, MessageKey> = {
  1: 'tasks.bonusType.1',
  3: 'tasks.bonusType.3',
  4: 'tasks.bonusType.4',
  5: 'tasks.bonusType.5',
};

function labelOf(t: (k: MessageKey) => string, map: Record<number, MessageKey>, n: number): string {
  const key = map[n];
  return key ? t(key) : String(n);
}

export function TasksPanel({ memberId }: { memberId: string }) {
  const t = useT();
  const load = useLoad(() => call('playerTasks', { memberId }), memberId);
  const d = load.data;
  if (load.error) return <p className="error">{t('common.error', { msg: load.error })}</p>;
  if (!d) return null;
  return (
    <div data-testid="player-tasks">
      <h3>{t('tasks.panel')}</h3>
      <div className="scroll">
        <table>
          <caption>{t('tasks.progress')}</caption>
          <thead>
            <tr>
              <th>{t('tasks.id')}</th>
              <th>{t('tasks.type')}</th>
              <th>{t('tasks.periodCol')}</th>
              <th>{t('tasks.progress')}</th>
              <th>{t('tasks.collected')}</th>
            </tr>
          </thead>
          <tbody>
            {d.tasks.map((x) => (
              <tr key={x.id} data-testid={`player-task-${x.id}`}>
                <td>
                  {t(`tasks.list.${x.list}`)} #{x.id}
                  {!x.enable && ` (${t('tasks.off')})`}
                </td>
                <td>{labelOf(t, TYPE, x.type)}</td>
                <td>{x.period}</td>
                <td>
                  {x.current} / {x.target}
                </td>
                <td>{t(x.collected ? 'tasks.yes' : 'tasks.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="scroll">
        <table>
          <caption>{t('tasks.collects')}</caption>
          <thead>
            <tr>
              <th>{t('tasks.at')}</th>
              <th>{t('tasks.id')}</th>
              <th>{t('tasks.periodCol')}</th>
              <th>{t('tasks.amount')}</th>
              <th>{t('tasks.status')}</th>
            </tr>
          </thead>
          <tbody>
            {d.collects.length === 0 ? (
              <tr>
                <td colSpan={5}>{t('common.empty')}</td>
              </tr>
            ) : (
              d.collects.map((c) => (
                <tr key={c.id}>
                  <td>{when(c.createdAt)}</td>
                  <td>
                    {t(`tasks.list.${c.list}`)} #{c.taskId}
                  </td>
                  <td>{c.period}</td>
                  <td>
                    {money(c.amount)} {labelOf(t, UNIT, c.bonusType)}
                  </td>
                  <td>{c.status}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
