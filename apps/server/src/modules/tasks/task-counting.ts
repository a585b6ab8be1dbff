/**
 * How each activity-stream fact moves a task (docs/product-rules/tasks.md#task-types). Only
 * real-money (cash) bets count towards plays, wins and wagers: coin and diamond spins would let the
 * prizes pay for themselves. An invite counts when the invitee became valid and the referral was
 * paid (`referral.qualified`, modules/invite), the inviter's fact.
 */
import { TaskType, type TaskDefinition, type TaskPeriod } from '@nyota/contract/staff/task-settings-schemas';
import type { TaskList } from '@nyota/contract/staff/routes-tasks';
import type { ActivityEvent } from '../activity/index.js';

/** A task with the list it belongs to, its place in it and the list's period. */
export interface PlacedTask {
  list: TaskList;
  index: number;
  period: TaskPeriod;
  task: TaskDefinition;
}

/** How far one event moves a task; 0 when it does not count. A sign-in counts once per market day (the consumer). */
export function stepOf(task: TaskDefinition, e: ActivityEvent): number {
  switch (task.type) {
    case TaskType.DEPOSIT:
      return e.kind === 'deposit.succeeded' ? e.payload.amount : 0;
    case TaskType.SIGN_IN:
      return e.kind === 'member.signed_in' ? 1 : 0;
    case TaskType.INVITE:
      return e.kind === 'referral.qualified' ? 1 : 0;
    case TaskType.WAGER:
      return e.kind === 'bet.settled' && e.payload.unit === 'cash' ? e.payload.stake - e.payload.bonusStake : 0;
    case TaskType.PLAY:
      return cashBetOn(task, e) ? 1 : 0;
    case TaskType.WIN_MULTIPLIER:
      return cashBetOn(task, e) && e.kind === 'bet.settled' && e.payload.payout > 0 && e.payload.multiplier >= task.minMultiplier
        ? 1
        : 0;
    default:
      return 0;
  }
}

function cashBetOn(task: TaskDefinition, e: ActivityEvent): boolean {
  return e.kind === 'bet.settled' && e.payload.unit === 'cash' && (task.gameId === null || task.gameId === e.payload.gameId);
}
