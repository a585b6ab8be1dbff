/** The staff view of a player's tasks (docs/product-rules/tasks.md#console): progress and collects. */
import { z } from 'zod';
import { taskRecord } from '../api/tasks.js';
import { memberRefInput } from './players-schemas.js';
import { staffRoute } from './route-def.js';

export const TASK_LISTS = ['center', 'diamond'] as const;
export type TaskList = (typeof TASK_LISTS)[number];

export const playerTaskSchema = z.object({
  list: z.enum(TASK_LISTS),
  id: z.number().int(),
  type: z.number().int(),
  enable: z.boolean(),
  /** The current period's id (its first market day). */
  period: z.string(),
  current: z.number().int(),
  target: z.number().int(),
  collected: z.boolean(),
});
export const playerTasksOutput = z.object({
  tasks: z.array(playerTaskSchema),
  /** The last 50 collects of both lists, newest first. */
  collects: z.array(taskRecord.extend({ list: z.enum(TASK_LISTS) })),
});
export type PlayerTasks = z.infer<typeof playerTasksOutput>;

export const taskStaffRoutes = {
  playerTasks: staffRoute({
    method: 'GET',
    path: '/staff-api/players/tasks',
    access: 'players.read',
    input: memberRefInput,
    output: playerTasksOutput,
    summary: "A player's task-centre and diamond-task progress this period and their last 50 collects.",
  }),
};
