/**
 * Puts the engine's events on the bus as /im messages (contract im/crash.ts): broadcasts on the
 * crash watch topic (every node hands them to its watcher sockets), member events on the member's
 * topic.
 */
import { ImObject, WatchChannel } from '@nyota/contract/realtime';
import type { CrashBroadcastMessage, CrashMemberMessage } from '@nyota/contract/im/crash';
import type { EventBus } from '../../../platform/bus/event-bus.js';
import { publishToWatchers, pushToMember } from '../../../platform/realtime/push-to-member.js';
import type { CrashBroadcast, CrashEventSink, CrashMemberEvent } from './crash-events.js';

export interface BridgeLogger {
  warn(obj: object, msg: string): void;
}

/** The event's data: everything but its tag. */
function dataOf<T extends { type: string }>(e: T): Omit<T, 'type'> {
  const { type: _type, ...data } = e;
  return data;
}

export function crashBroadcastMessage(e: CrashBroadcast): CrashBroadcastMessage {
  const object = ImObject.Crash;
  switch (e.type) {
    case 'tick': {
      // Most ticks are bare syncs: `sync` goes only when true and `cashouts` only when there are
      // some (~30 bytes of ~1,900 ticks an hour for every viewer).
      const { roundId, elapsedMs, sync, cashouts } = e;
      const data = { roundId, elapsedMs, ...(sync ? { sync } : {}), ...(cashouts.length > 0 ? { cashouts } : {}) };
      return { object, event: e.type, data };
    }
    case 'starting':
      return { object, event: e.type, data: dataOf(e) };
    case 'started':
      return { object, event: e.type, data: dataOf(e) };
    case 'bets':
      return { object, event: e.type, data: dataOf(e) };
    case 'crashed':
      return { object, event: e.type, data: dataOf(e) };
  }
}

export function crashMemberMessage(e: CrashMemberEvent): CrashMemberMessage {
  const object = ImObject.Crash;
  switch (e.type) {
    case 'queuedBetPlaced':
      return { object, event: e.type, data: dataOf(e) };
    case 'queuedBetRefused':
      return { object, event: e.type, data: dataOf(e) };
    case 'cashedOut':
      return { object, event: e.type, data: dataOf(e) };
  }
}

export function crashBusSink(bus: EventBus, log: BridgeLogger): CrashEventSink {
  return {
    broadcast(e) {
      // At most once, like every push: a client that misses one re-reads the snapshot.
      publishToWatchers(bus, WatchChannel.Crash, crashBroadcastMessage(e)).catch((err: unknown) =>
        log.warn({ err, type: e.type }, 'crash: broadcast not published'),
      );
    },
    toMember(memberId, e) {
      pushToMember(bus, memberId, crashMemberMessage(e)).catch((err: unknown) =>
        log.warn({ err, type: e.type }, 'crash: member event not published'),
      );
    },
  };
}
