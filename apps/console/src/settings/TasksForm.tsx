/**
 * The form of the `tasks` setting (docs/product-rules/tasks.md#setting): each list's switch and
 * reset period, the task centre's VIP raise, and the tasks as rows. Only the types the server counts
 * can be picked; the server checks the whole value again and names the field it refuses.
 */
import { z } from 'zod';
import { TASK_PERIODS, TASK_TYPES } from '@nyota/contract/staff/task-settings-schemas';
import { useT, type MessageKey } from '../i18n';

type Value = Record<string, unknown>;
// The draft as the fields hold it: any numbers, so a half-typed value keeps the form on screen; the
// server's schema (and its refusal naming the field) decides what may be saved.
const draftTask = z.object({
  id: z.number(),
  type: z.number(),
  enable: z.boolean(),
  target: z.number(),
  gameId: z.number().nullable(),
  minMultiplier: z.number(),
  bonus: z.number(),
  bonusType: z.number(),
});
const draftList = z.object({ enable: z.boolean(), period: z.enum(TASK_PERIODS), tasks: z.array(draftTask) });
const draftSettings = z.object({
  taskCenter: draftList.extend({ vipPercentPerLevel: z.number() }),
  diamondTasks: draftList,
});
type TaskDefinition = z.infer<typeof draftTask>;
type TaskSettings = z.infer<typeof draftSettings>;
type ListKey = 'taskCenter' | 'diamondTasks';
const PRIZE_TYPES = [1, 3, 4, 5] as const;
const num = (s: string) => (s.trim() === '' ? 0 : Number(s));

function TaskRowFields({
  task,
  diamond,
  set,
  remove,
}: {
  task: TaskDefinition;
  diamond: boolean;
  set: (t: TaskDefinition) => void;
  remove: () => void;
}) {
  const t = useT();
  const field = (k: 'id' | 'target' | 'minMultiplier' | 'bonus', label: MessageKey) => (
    <label>
      {t(label)}
      <input
        name={`task-${task.id}-${k}`}
        inputMode="numeric"
        value={String(task[k])}
        onChange={(e) => set({ ...task, [k]: num(e.target.value) })}
      />
    </label>
  );
  return (
    <fieldset className="inline" data-testid={`task-def-${task.id}`}>
      {field('id', 'tasks.id')}
      <label>
        {t('tasks.type')}
        <select name={`task-${task.id}-type`} value={task.type} onChange={(e) => set({ ...task, type: Number(e.target.value) })}>
          {TASK_TYPES.map((ty) => (
            <option key={ty} value={ty}>
              {t(`tasks.type.${ty}`)}
            </option>
          ))}
        </select>
      </label>
      {field('target', 'tasks.target')}
      <label>
        {t('tasks.gameId')}
        <input
          name={`task-${task.id}-gameId`}
          inputMode="numeric"
          value={task.gameId === null ? '' : String(task.gameId)}
          onChange={(e) => set({ ...task, gameId: e.target.value.trim() === '' ? null : Number(e.target.value) })}
        />
      </label>
      {field('minMultiplier', 'tasks.minMultiplier')}
      {field('bonus', 'tasks.bonus')}
      <label>
        {t('tasks.bonusType')}
        <select
          name={`task-${task.id}-bonusType`}
          value={task.bonusType}
          disabled={diamond}
          onChange={(e) => set({ ...task, bonusType: Number(e.target.value) })}
        >
          {PRIZE_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`tasks.bonusType.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={task.enable} onChange={(e) => set({ ...task, enable: e.target.checked })} />{' '}
        {t('tasks.enable')}
      </label>
      <button type="button" onClick={remove}>
        {t('tasks.remove')}
      </button>
    </fieldset>
  );
}

function ListFields({ s, list, put }: { s: TaskSettings; list: ListKey; put: (next: TaskSettings) => void }) {
  const t = useT();
  const value = s[list];
  const diamond = list === 'diamondTasks';
  const setList = (patch: Partial<TaskSettings[ListKey]>) => put({ ...s, [list]: { ...value, ...patch } });
  const tasks = value.tasks;
  const nextId = Math.max(0, ...s.taskCenter.tasks.map((x) => x.id), ...s.diamondTasks.tasks.map((x) => x.id)) + 1;
  const blank: TaskDefinition = {
    id: nextId,
    type: 5,
    enable: true,
    target: 1,
    gameId: null,
    minMultiplier: 200,
    bonus: 100,
    bonusType: diamond ? 4 : 3,
  };
  return (
    <div className="fields" data-testid={`tasks-${list}`}>
      <h4>{t(diamond ? 'tasks.diamond' : 'tasks.center')}</h4>
      <p className="inline">
        <label className="check">
          <input
            type="checkbox"
            name={`${list}-enable`}
            checked={value.enable}
            onChange={(e) => setList({ enable: e.target.checked })}
          />{' '}
          {t('tasks.enable')}
        </label>
        <label>
          {t('tasks.period')}
          <select
            name={`${list}-period`}
            value={value.period}
            onChange={(e) => setList({ period: TASK_PERIODS.find((p) => p === e.target.value) ?? 'day' })}
          >
            {TASK_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`tasks.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        {!diamond && (
          <label>
            {t('tasks.vipPercent')}
            <input
              name="vipPercentPerLevel"
              inputMode="numeric"
              value={String(s.taskCenter.vipPercentPerLevel)}
              onChange={(e) => put({ ...s, taskCenter: { ...s.taskCenter, vipPercentPerLevel: num(e.target.value) } })}
            />
          </label>
        )}
      </p>
      {tasks.map((task, i) => (
        <TaskRowFields
          key={i}
          task={task}
          diamond={diamond}
          set={(next) => setList({ tasks: tasks.map((x, j) => (j === i ? next : x)) })}
          remove={() => setList({ tasks: tasks.filter((_, j) => j !== i) })}
        />
      ))}
      <button type="button" onClick={() => setList({ tasks: [...tasks, blank] })}>
        {t('tasks.add')}
      </button>
    </div>
  );
}

export function TasksForm({ value, onChange, error }: { value: Value; onChange: (v: Value) => void; error: string | null }) {
  const parsed = draftSettings.safeParse(value);
  if (!parsed.success) return error ? <p className="error">{error}</p> : null;
  const s = parsed.data;
  const put = (next: TaskSettings) => onChange({ ...next });
  return (
    <div className="fields">
      <ListFields s={s} list="taskCenter" put={put} />
      <ListFields s={s} list="diamondTasks" put={put} />
      {error && <p className="error">{error}</p>}
    </div>
  );
}
