/**
 * The answers' task rows from a task, the member's progress and collects
 * (docs/product-rules/tasks.md#answers): progress is shown capped at the target, `collect` is 1
 * once this period's prize was collected, and the task centre's `bonus` is the prize raised by the
 * member's VIP level.
 */
import type { DiamondTaskView, TaskView } from '@nyota/contract/api/tasks';
import type { PlacedTask } from './task-counting.js';

/** The configured prize raised by `percentPerLevel` of itself per VIP level, floored. */
export function raisedBonus(originalBonus: number, level: number, percentPerLevel: number): number {
  return originalBonus + Math.floor((originalBonus * percentPerLevel * level) / 100);
}

export interface MemberTaskState {
  current: number;
  collected: boolean;
}

export function taskViewOf(p: PlacedTask, state: MemberTaskState, bonus: number): TaskView {
  const { task } = p;
  return {
    type: task.type,
    index: p.index,
    id: task.id,
    bonus,
    originalBonus: task.bonus,
    bonusType: task.bonusType,
    current: Math.min(state.current, task.target),
    target: task.target,
    collect: state.collected ? 1 : 0,
    gameId: task.gameId,
    minMultiplier: task.minMultiplier,
  };
}

export function diamondTaskViewOf(p: PlacedTask, state: MemberTaskState, listEnabled: boolean): DiamondTaskView {
  const { task } = p;
  return {
    id: task.id,
    type: task.type,
    index: p.index,
    current: Math.min(state.current, task.target),
    target: task.target,
    collect: state.collected ? 1 : 0,
    enable: listEnabled && task.enable ? 1 : 0,
    bonus: task.bonus,
    gameId: task.gameId,
    minMultiplier: task.minMultiplier,
  };
}
