/** Tells the member's open task centre a task moved (TaskCenter/Change on /im), after it committed. */
import { ImEvent, ImObject } from '@nyota/contract/realtime';
import type { EventBus } from '../../platform/bus/event-bus.js';
import { pushToMember } from '../../platform/realtime/realtime.gateway.js';
import type { TaskProgressAnnouncer } from './tasks.consumer.js';

/** `bonusOf` gives what the member gets for a task-centre prize (their VIP level's raise). */
export function taskAnnouncer(
  bus: EventBus,
  bonusOf: (memberId: string, originalBonus: number) => Promise<number>,
): TaskProgressAnnouncer {
  return async (moved) => {
    for (const m of moved) {
      const { task, index } = m.placed;
      await pushToMember(bus, m.memberId, {
        object: ImObject.TaskCenter,
        event: ImEvent.Change,
        data: {
          taskType: task.type,
          targetIndex: index,
          id: task.id,
          bonusValue: await bonusOf(m.memberId, task.bonus),
          currentValue: m.current,
          originalBonusValue: task.bonus,
          targetValue: task.target,
        },
      });
    }
  };
}
