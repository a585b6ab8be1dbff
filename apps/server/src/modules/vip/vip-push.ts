/** Tells the member's open screens their VIP level rose (VIP/Change on /im), after it committed. */
import { ImEvent, ImObject } from '@nyota/contract/realtime';
import type { EventBus } from '../../platform/bus/event-bus.js';
import { pushToMember } from '../../platform/realtime/realtime.gateway.js';
import type { VipLevelAnnouncer } from './vip-points.consumer.js';

/** One push per rise (a batch holds at most one per member and year). */
export function vipAnnouncer(bus: EventBus): VipLevelAnnouncer {
  return async (changes) => {
    for (const c of changes) {
      await pushToMember(bus, c.memberId, {
        object: ImObject.VIP,
        event: ImEvent.Change,
        data: { levelId: c.to, previousLevelId: c.from, score: c.points },
      });
    }
  };
}
