/**
 * The `tasks` stream consumer (docs/activity-stream.md, docs/product-rules/tasks.md#progress): moves
 * each member's task progress by the facts of a batch. The batch's rows are read once, moved in
 * memory and written in one statement with the cursor, so each event counts once. Task-centre tasks
 * whose shown progress (capped at the target) moved are pushed after commit.
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { localDay } from '../../platform/time/local-day.js';
import type { ActivityConsumer, ActivityEvent } from '../activity/index.js';
import { stepOf, type PlacedTask } from './task-counting.js';
import { periodOfDay } from './task-period.js';
import { progressKey, TaskProgressRepo, type TaskProgressRow } from './task-progress.repo.js';
import { placedTasks, readTaskSettings } from './task-settings.js';
import { TaskType } from '@nyota/contract/staff/task-settings-schemas';

export const TASKS_CONSUMER = 'tasks';

/** A task-centre task whose shown progress moved. */
export interface TaskProgressMoved {
  memberId: string;
  placed: PlacedTask;
  current: number;
}
export type TaskProgressAnnouncer = (moved: readonly TaskProgressMoved[]) => Promise<void>;

interface Step {
  memberId: string;
  period: string;
  placed: PlacedTask;
  add: number;
  /** Sign-in tasks: the market days signed in on, in this batch. */
  days: Set<string>;
}

/**
 * Adds up a batch per member, period and task. The market day is looked up once per event and a
 * period once per day (a batch is 500 events times every live task: this loop was the consumer's cost).
 */
export function stepsOf(events: readonly ActivityEvent[], tasks: readonly PlacedTask[], timeZone: string): Step[] {
  const steps = new Map<string, Step>();
  const periods = new Map<string, string>();
  const periodOn = (day: string, placed: PlacedTask) => {
    const k = `${day}|${placed.period}`;
    let p = periods.get(k);
    if (p === undefined) {
      p = periodOfDay(day, placed.period);
      periods.set(k, p);
    }
    return p;
  };
  for (const e of events) {
    let day: string | undefined;
    for (const placed of tasks) {
      const n = stepOf(placed.task, e);
      if (n <= 0) continue;
      day ??= localDay(e.at, timeZone);
      const period = periodOn(day, placed);
      const key = progressKey(e.memberId, period, placed.task.id);
      let step = steps.get(key);
      if (!step) {
        step = { memberId: e.memberId, period, placed, add: 0, days: new Set<string>() };
        steps.set(key, step);
      }
      if (placed.task.type === TaskType.SIGN_IN) step.days.add(day);
      else step.add += n;
    }
  }
  return [...steps.values()];
}

/** The row after a step; sign-ins count the days after the last one counted. */
export function moved(before: TaskProgressRow | undefined, s: Step): TaskProgressRow {
  const current = before?.current ?? 0;
  const base = { memberId: s.memberId, period: s.period, taskId: s.placed.task.id };
  if (s.placed.task.type !== TaskType.SIGN_IN) return { ...base, current: current + s.add, lastDay: before?.lastDay ?? null };
  const last = before?.lastDay ?? '';
  const newDays = [...s.days].filter((d) => d > last).sort();
  return { ...base, current: current + newDays.length, lastDay: newDays.at(-1) ?? before?.lastDay ?? null };
}

export function tasksConsumer(d: { clock: Clock; timeZone: string; announce: TaskProgressAnnouncer }): ActivityConsumer {
  const repo = new TaskProgressRepo();
  let pending: TaskProgressMoved[] = [];
  return {
    name: TASKS_CONSUMER,
    async apply(trx: Db, events) {
      pending = [];
      const tasks = placedTasks(await readTaskSettings(trx), true);
      const steps = stepsOf(events, tasks, d.timeZone);
      if (steps.length === 0) return;
      const members = [...new Set(steps.map((s) => s.memberId))];
      const periods = [...new Set(steps.map((s) => s.period))];
      const before = await repo.forMembers(trx, members, periods);
      const rows = steps.map((s) => {
        const was = before.get(progressKey(s.memberId, s.period, s.placed.task.id));
        const now = moved(was, s);
        const target = s.placed.task.target;
        const shown = Math.min(now.current, target);
        if (s.placed.list === 'center' && shown !== Math.min(was?.current ?? 0, target)) {
          pending.push({ memberId: s.memberId, placed: s.placed, current: shown });
        }
        return now;
      });
      await repo.save(trx, rows, d.clock.now());
    },
    async afterCommit() {
      const done = pending;
      pending = [];
      if (done.length > 0) await d.announce(done);
    },
  };
}
