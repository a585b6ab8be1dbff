/**
 * TaskCenter/Change: a task-centre task's progress moved (docs/product-rules/tasks.md#live-progress),
 * pushed after the stream batch that counted it committed, with the fields the seeds name. Only
 * visible changes are pushed: progress is capped at the target. Written with zod/mini (decoded in
 * the browser).
 */
import * as z from 'zod/mini';
import { ImEvent, ImObject } from './names.js';

export const taskCenterChangeData = z.object({
  taskType: z.int(),
  targetIndex: z.int(),
  id: z.int(),
  bonusValue: z.int(),
  currentValue: z.int(),
  originalBonusValue: z.int(),
  targetValue: z.int(),
});
export type TaskCenterChange = z.infer<typeof taskCenterChangeData>;

export const taskCenterChange = z.object({
  object: z.literal(ImObject.TaskCenter),
  event: z.literal(ImEvent.Change),
  data: taskCenterChangeData,
});
