/**
 * Task types (docs/product-rules/tasks.md#task-types), apart from the setting's zod schema so the
 * web app can check a task's type without bundling zod: 1 deposit amount, 2 real-money wager
 * amount, 3 plays of a game, 4 wins at a multiplier, 5 sign-in days, 6 invites (counted once the
 * invitation programme writes its facts; until then its progress stays 0).
 */
export const TaskType = { DEPOSIT: 1, WAGER: 2, PLAY: 3, WIN_MULTIPLIER: 4, SIGN_IN: 5, INVITE: 6 } as const;
export type TaskTypeValue = (typeof TaskType)[keyof typeof TaskType];
export const TASK_TYPES: readonly TaskTypeValue[] = Object.values(TaskType);

export function isTaskType(n: number): n is TaskTypeValue {
  return TASK_TYPES.some((t) => t === n);
}
