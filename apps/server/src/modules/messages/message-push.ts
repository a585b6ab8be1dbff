/** Tells the member's open screens that messages arrived (Notification/New on /im), after they committed. */
import { ImEvent, ImObject } from '@nyota/contract/realtime';
import type { EventBus } from '../../platform/bus/event-bus.js';
import { pushToMember } from '../../platform/realtime/realtime.gateway.js';
import type { MemberMessagesService } from './member-messages.service.js';

export type MessageAnnouncer = (written: readonly { id: string; memberId: string }[]) => Promise<void>;

/** One push per member, naming their newest new message and their unread count now. */
export function messageAnnouncer(bus: EventBus, inbox: MemberMessagesService): MessageAnnouncer {
  return async (written) => {
    const newest = new Map<string, string>();
    for (const w of written) {
      const seen = newest.get(w.memberId);
      if (seen === undefined || BigInt(w.id) > BigInt(seen)) newest.set(w.memberId, w.id);
    }
    for (const [memberId, id] of newest) {
      const unread = await inbox.unread(memberId);
      await pushToMember(bus, memberId, { object: ImObject.Notification, event: ImEvent.New, data: { id: Number(id), unread } });
    }
  };
}
