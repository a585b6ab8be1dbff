import {
  memberTopic,
  watchTopic,
  type ImMemberPush,
  type MemberBusMessage,
  type WatchBusMessage,
  type WatchChannel,
} from '@nyota/contract/realtime';
import type { CrashBroadcastMessage } from '@nyota/contract/im/crash';
import type { EventBus } from '../bus/event-bus.js';

/**
 * Sends a message to every socket the member has open, on whichever node holds it. Call it after
 * the state change is committed: the push is a notification, and a client that misses it (offline,
 * reconnecting) reloads the state over HTTP.
 */
export async function pushToMember(bus: EventBus, memberId: string, message: ImMemberPush): Promise<void> {
  const envelope: MemberBusMessage = { kind: 'push', message };
  await bus.publish(memberTopic(memberId), envelope);
}

/** Sends a game's broadcast to every watcher of its channel, on every node (watch-hub.ts). */
export async function publishToWatchers(bus: EventBus, channel: WatchChannel, message: CrashBroadcastMessage): Promise<void> {
  const envelope: WatchBusMessage = { message };
  await bus.publish(watchTopic(channel), envelope);
}
