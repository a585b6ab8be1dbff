/**
 * The task centre and the diamond tasks (docs/product-rules/tasks.md), with the fields the seeds
 * name: the centre's `enable`, `countdown`, `act` and `tasks` (type, index, id, bonus,
 * originalBonus, current, target, collect), a diamond task's id, type, index, current, target,
 * collect and enable. Amounts are minor units of the prize's unit.
 */
import { z } from 'zod';
import { taskPaths as paths } from './paths-tasks.js';
import { route } from './route-def.js';

/** collect: 1 once this period's prize was collected, else 0 (claimable when current reaches target). */
export const taskView = z.object({
  /** A task type (staff/task-settings-schemas.ts TaskType); a client refuses one it does not know. */
  type: z.number().int(),
  /** Its place in the list, from 0. */
  index: z.number().int(),
  id: z.number().int(),
  /** What this member gets (the configured prize raised by their VIP level). */
  bonus: z.number().int(),
  /** The configured prize. */
  originalBonus: z.number().int(),
  /** 1 cash, 3 coins, 4 diamonds, 5 voucher. */
  bonusType: z.number().int(),
  /** Progress this period, at most `target`. */
  current: z.number().int(),
  target: z.number().int(),
  collect: z.union([z.literal(0), z.literal(1)]),
  /** Plays and wins: the game that counts (null: any real-money game); wins: the lowest multiplier in hundredths. */
  gameId: z.number().int().nullable(),
  minMultiplier: z.number().int(),
});
export type TaskView = z.infer<typeof taskView>;

export const taskCenterQuery = z.object({});
export const taskCenterData = z.object({
  enable: z.union([z.literal(0), z.literal(1)]),
  /** Milliseconds until the current period resets (00:00 market time, Monday for a weekly period). */
  countdown: z.number().int(),
  /** The current period's id: its first market day, YYYY-MM-DD. */
  act: z.string(),
  tasks: z.array(taskView),
});
export type TaskCenterData = z.infer<typeof taskCenterData>;

const taskIdText = z
  .string({ error: 'errors.validation' })
  .regex(/^[1-9][0-9]{0,6}$/, { error: 'errors.validation' })
  .transform((v) => Number(v));
export const taskCollectBody = z.object({
  id: z.union([z.number().int().min(1).max(9_999_999), taskIdText], { error: 'errors.validation' }),
});

/** The answer of a collect: what was paid, and the task as it now stands. */
export const taskCollectData = z.object({
  task: taskView,
  bonusType: z.number().int(),
  amount: z.number().int(),
  /** paid, or held while a staff member decides a large grant. */
  status: z.enum(['paid', 'held']),
});
export type TaskCollectData = z.infer<typeof taskCollectData>;

export const diamondTaskView = z.object({
  id: z.number().int(),
  type: z.number().int(),
  index: z.number().int(),
  current: z.number().int(),
  target: z.number().int(),
  collect: z.union([z.literal(0), z.literal(1)]),
  enable: z.union([z.literal(0), z.literal(1)]),
  /** Diamonds paid on collecting (minor units). */
  bonus: z.number().int(),
  gameId: z.number().int().nullable(),
  minMultiplier: z.number().int(),
});
export type DiamondTaskView = z.infer<typeof diamondTaskView>;
export const diamondTasksData = z.array(diamondTaskView);

const pageField = (max: number, fallback: number) =>
  z
    .string({ error: 'errors.invalid_page' })
    .regex(/^[0-9]{1,6}$/, { error: 'errors.invalid_page' })
    .transform((v) => Number(v))
    .refine((n) => n >= 1 && n <= max, { error: 'errors.invalid_page' })
    .optional()
    .default(fallback);
export const diamondTaskRecordsQuery = z.object({ page: pageField(100_000, 1), size: pageField(50, 20) });
export type DiamondTaskRecordsQuery = z.output<typeof diamondTaskRecordsQuery>;

export const taskRecord = z.object({
  id: z.string(),
  taskId: z.number().int(),
  type: z.number().int(),
  /** The period it was collected for (its first market day). */
  period: z.string(),
  bonusType: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['paid', 'held']),
  createdAt: z.string(),
});
export type TaskRecord = z.infer<typeof taskRecord>;
export const diamondTaskRecordsData = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  list: z.array(taskRecord),
});
export type DiamondTaskRecordsData = z.infer<typeof diamondTaskRecordsData>;

export const taskRoutes = {
  taskCenter: route({
    ...paths.taskCenter,
    auth: 'member',
    input: taskCenterQuery,
    output: taskCenterData,
    summary: "The task centre: the member's tasks this period with progress and prize, and the countdown to the reset",
  }),
  taskCenterCollect: route({
    ...paths.taskCenterCollect,
    auth: 'member',
    input: taskCollectBody,
    output: taskCollectData,
    summary: "Collect a finished task's prize (once per task and period; refused with a reason, nothing changed)",
  }),
  diamondTasks: route({
    ...paths.diamondTasks,
    auth: 'member',
    input: taskCenterQuery,
    output: diamondTasksData,
    summary: "The diamond tasks with the member's progress this period",
  }),
  diamondTaskCollect: route({
    ...paths.diamondTaskCollect,
    auth: 'member',
    input: taskCollectBody,
    output: taskCollectData,
    summary: "Collect a finished diamond task's diamonds (once per task and period)",
  }),
  diamondTaskRecords: route({
    ...paths.diamondTaskRecords,
    auth: 'member',
    input: diamondTaskRecordsQuery,
    output: diamondTaskRecordsData,
    summary: "The member's collected diamond tasks, newest first (page from 1, size up to 50)",
  }),
};
