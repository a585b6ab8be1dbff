/**
 * Puts the engine's events on the bus: broadcasts on the crash watch topic (every node hands them
 * to its watcher sockets), member events on the member's topic.
 */
import { ImObject, WatchChannel, watchTopic, type ImMessage, type WatchBusMessage } from '@nyota/contract/realtime';
import type { EventBus } from '../../../platform/bus/event-bus.js';
import { pushToMember } from '../../../platform/realtime/push-to-member.js';
import type { CrashBroadcast, CrashEventSink, CrashMemberEvent } from './crash-events.js';

export interface BridgeLogger {
  warn(obj: object, msg: string): void;
}

export function crashMessage(e: CrashBroadcast | CrashMemberEvent): ImMessage {
  if (e.type === 'tick') {
    // Most ticks are bare syncs: `sync` goes only when true and `cashouts` only when there are some
    // (~30 bytes of ~1,900 ticks an hour for every viewer).
    const { roundId, elapsedMs, sync, cashouts } = e;
    return {
      object: ImObject.Crash,
      event: e.type,
      data: { roundId, elapsedMs, ...(sync ? { sync } : {}), ...(cashouts.length > 0 ? { cashouts } : {}) },
    };
  }
  const { type, ...data } = e;
  return { object: ImObject.Crash, event: type, data };
}

export function crashBusSink(bus: EventBus, log: BridgeLogger): CrashEventSink {
  const topic = watchTopic(WatchChannel.Crash);
  return {
    broadcast(e) {
      const m: WatchBusMessage = { message: crashMessage(e) };
      // At most once, like every push: a client that misses one re-reads the snapshot.
      bus.publish(topic, m).catch((err: unknown) => log.warn({ err, type: e.type }, 'crash: broadcast not published'));
    },
    toMember(memberId, e) {
      pushToMember(bus, memberId, crashMessage(e)).catch((err: unknown) =>
        log.warn({ err, type: e.type }, 'crash: member event not published'),
      );
    },
  };
}
