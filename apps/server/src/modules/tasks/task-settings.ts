/**
 * The task centre's and diamond tasks' definitions as a staff setting (key `tasks`): the config
 * module versions and audits a save and calls this store in its transaction. A document that does
 * not parse (an unsupported task type among them) is refused with the field it names, nothing saved.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_TASK_SETTINGS, taskSettingsSchema, type TaskSettings } from '@nyota/contract/staff/task-settings-schemas';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PlacedTask } from './task-counting.js';
import { TaskSettingsRepo } from './task-settings.repo.js';

const repo = new TaskSettingsRepo();

export interface TaskSettingStore {
  read(db: Db): Promise<Record<string, unknown>>;
  write(trx: Db, value: Record<string, unknown>): Promise<void>;
}

/** The saved document, or the contract's defaults when none is saved (or it no longer parses). */
export async function readTaskSettings(db: Db): Promise<TaskSettings> {
  const parsed = taskSettingsSchema.safeParse(await repo.read(db));
  return parsed.success ? parsed.data : DEFAULT_TASK_SETTINGS;
}

/** Every task of both lists with its list, place and period; `live` keeps enabled tasks of enabled lists. */
export function placedTasks(s: TaskSettings, live: boolean): PlacedTask[] {
  const center = s.taskCenter.tasks.map((task, index) => ({ list: 'center' as const, index, period: s.taskCenter.period, task }));
  const diamond = s.diamondTasks.tasks.map((task, index) => ({
    list: 'diamond' as const,
    index,
    period: s.diamondTasks.period,
    task,
  }));
  if (!live) return [...center, ...diamond];
  return [...(s.taskCenter.enable ? center : []), ...(s.diamondTasks.enable ? diamond : [])].filter((p) => p.task.enable);
}

export function taskSettingStore(now: () => Date): TaskSettingStore {
  return {
    async read(db) {
      return { ...(await readTaskSettings(db)) };
    },
    async write(trx, value) {
      const parsed = taskSettingsSchema.safeParse(value);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'tasks';
        throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });
      }
      await repo.write(trx, JSON.stringify(parsed.data), now());
    },
  };
}
