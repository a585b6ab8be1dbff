/**
 * The `tasks` setting (docs/product-rules/tasks.md): the task centre's and the diamond tasks'
 * definitions. One document per market, kept in the tasks module's own table and versioned and
 * audited by the config module like every setting. A task type the server cannot count is refused
 * here, so it can never be saved.
 */
import { z } from 'zod';
import { GameId } from '../games-constants.js';
import { isTaskType, TaskType, type TaskTypeValue } from '../tasks-constants.js';

/** Config type numbering the `tasks` setting's versions (beside VIP_CONFIG_TYPE, kept off the first screen). */
export const TASKS_CONFIG_TYPE = 9111;

export { TaskType, TASK_TYPES, isTaskType, type TaskTypeValue } from '../tasks-constants.js';

const taskType = z.number({ error: 'unsupported task type' }).refine(isTaskType, { message: 'unsupported task type' });

/** What a task pays: 1 cash, 3 coins, 4 diamonds, 5 voucher (bonus money, type 2, needs terms: not here). */
const prizeType = z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5)]);

export const taskDefinitionSchema = z.object({
  /** Stable and unique across both lists: progress and collects key on it. */
  id: z.number().int().min(1).max(9_999_999),
  type: taskType,
  enable: z.boolean(),
  /** Minor units for deposit and wager tasks; a count of plays, wins, sign-in days or invites otherwise. */
  target: z.number().int().min(1).max(100_000_000_000),
  /** Plays and wins: the game that counts; null for any real-money game. */
  gameId: z.number().int().min(1).nullable(),
  /** Wins: the lowest multiplier that counts, in hundredths (200 = 2x). */
  minMultiplier: z.number().int().min(100).max(1_000_000),
  /** The configured prize, minor units of `bonusType` (the answer's `originalBonus`). */
  bonus: z.number().int().min(1).max(100_000_000),
  bonusType: prizeType,
});
export type TaskDefinition = z.infer<typeof taskDefinitionSchema>;

/** day: resets at 00:00 market time; week: at Monday 00:00 market time. */
export const TASK_PERIODS = ['day', 'week'] as const;
export type TaskPeriod = (typeof TASK_PERIODS)[number];

const taskList = z.array(taskDefinitionSchema).max(30);

export const taskSettingsSchema = z
  .object({
    taskCenter: z.object({
      enable: z.boolean(),
      period: z.enum(TASK_PERIODS),
      /** Each VIP level raises a task-centre prize by this percent of the configured prize (0 = none). */
      vipPercentPerLevel: z.number().int().min(0).max(100),
      tasks: taskList,
    }),
    diamondTasks: z.object({
      enable: z.boolean(),
      period: z.enum(TASK_PERIODS),
      tasks: taskList,
    }),
  })
  .refine(
    (s) => {
      const ids = [...s.taskCenter.tasks, ...s.diamondTasks.tasks].map((t) => t.id);
      return new Set(ids).size === ids.length;
    },
    { message: 'task ids must be unique across both lists', path: ['taskCenter', 'tasks'] },
  )
  .refine((s) => s.diamondTasks.tasks.every((t) => t.bonusType === 4), {
    message: 'diamond tasks pay diamonds (bonusType 4)',
    path: ['diamondTasks', 'tasks'],
  });
export type TaskSettings = z.infer<typeof taskSettingsSchema>;

const task = (
  id: number,
  type: TaskTypeValue,
  target: number,
  bonus: number,
  more: Partial<Pick<TaskDefinition, 'gameId' | 'minMultiplier' | 'bonusType'>> = {},
): TaskDefinition => ({ id, type, enable: true, target, gameId: null, minMultiplier: 200, bonus, bonusType: 3, ...more });

/**
 * A fresh account earns its first coin spin (1,000 coin minor units) by signing in, and a diamond
 * spin by a day of modest play. Amounts are minor units, like every ledger unit.
 */
export const DEFAULT_TASK_SETTINGS: TaskSettings = {
  taskCenter: {
    enable: true,
    period: 'day',
    vipPercentPerLevel: 5,
    tasks: [
      task(1, TaskType.SIGN_IN, 1, 1_000),
      task(2, TaskType.WAGER, 1_000, 2_000),
      task(3, TaskType.PLAY, 5, 1_500, { gameId: GameId.SAVANNA_SLOT }),
      task(4, TaskType.DEPOSIT, 5_000, 3_000),
      task(5, TaskType.WIN_MULTIPLIER, 1, 1_000, { minMultiplier: 200 }),
      task(6, TaskType.INVITE, 1, 5_000),
    ],
  },
  diamondTasks: {
    enable: true,
    period: 'day',
    tasks: [
      task(101, TaskType.SIGN_IN, 1, 200, { bonusType: 4 }),
      task(102, TaskType.PLAY, 20, 500, { bonusType: 4 }),
      task(103, TaskType.WAGER, 10_000, 1_000, { bonusType: 4 }),
      task(104, TaskType.DEPOSIT, 10_000, 1_000, { bonusType: 4 }),
    ],
  },
};
