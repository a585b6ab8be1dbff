import { memberTopic, type ImMessage, type MemberBusMessage } from '@nyota/contract/realtime';
import type { EventBus } from '../bus/event-bus.js';

/**
 * Sends a message to every socket the member has open, on whichever node holds it. Call it after
 * the state change is committed: the push is a notification, and a client that misses it (offline,
 * reconnecting) reloads the state over HTTP.
 */
export async function pushToMember(bus: EventBus, memberId: string, message: ImMessage): Promise<void> {
  const envelope: MemberBusMessage = { kind: 'push', message };
  await bus.publish(memberTopic(memberId), envelope);
}
