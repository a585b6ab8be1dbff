/**
 * Tells the member's open screens their VIP level rose (VIP/Change on /im), after it committed.
 * Every rise is pushed, so the profile and VIP page show the stored level at once; the level-up
 * notice is an engagement pop-up, so the push carries eligibility's answer for purpose `popup`
 * (DESIGN.md §10) and the web opens the notice only when it is yes (docs/product-rules/vip.md).
 */
import { ImEvent, ImObject } from '@nyota/contract/realtime';
import type { EventBus } from '../../platform/bus/event-bus.js';
import { pushToMember } from '../../platform/realtime/realtime.gateway.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { VipLevelAnnouncer } from './vip-points.consumer.js';

/** One push per rise (a batch holds at most one per member and year). Asked after commit, outside the batch. */
export function vipAnnouncer(bus: EventBus, eligibility: Pick<EligibilityService, 'check'>): VipLevelAnnouncer {
  return async (changes) => {
    for (const c of changes) {
      const notice = (await eligibility.check(c.memberId, { purpose: 'popup' })).ok;
      await pushToMember(bus, c.memberId, {
        object: ImObject.VIP,
        event: ImEvent.Change,
        data: { levelId: c.to, previousLevelId: c.from, score: c.points, notice },
      });
    }
  };
}
