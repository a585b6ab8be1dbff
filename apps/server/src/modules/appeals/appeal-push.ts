/** Tells the player's open screens that a staff step changed their appeal (Appeal/StatusChange on /im). */
import { ImEvent, ImObject } from '@nyota/contract/realtime';
import type { EventBus } from '../../platform/bus/event-bus.js';
import { pushToMember } from '../../platform/realtime/realtime.gateway.js';
import type { AppealRow } from './appeals.repo.js';

export function pushAppealChange(bus: EventBus, a: AppealRow): Promise<void> {
  return pushToMember(bus, a.memberId, {
    object: ImObject.Appeal,
    event: ImEvent.StatusChange,
    data: { id: Number(a.id), status: a.status, logType: a.lastLogType },
  });
}
