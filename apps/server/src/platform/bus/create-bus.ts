import type { EventBus } from './event-bus.js';
import { MemoryBus } from './memory-bus.js';
import { RedisBus } from './redis-bus.js';

export async function createBus(redisUrl: string | null, prefix?: string): Promise<EventBus> {
  if (!redisUrl) return new MemoryBus();
  const bus = new RedisBus(redisUrl, prefix);
  await bus.ready();
  return bus;
}
