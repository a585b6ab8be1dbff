import { Redis } from 'ioredis';
import type { BusHandler, EventBus } from './event-bus.js';

/** Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing else). */
export class RedisBus implements EventBus {
  readonly kind = 'redis' as const;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly topics = new Map<string, Set<BusHandler>>();

  constructor(
    url: string,
    private readonly prefix = 'nyota:',
  ) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub.on('message', (channel: string, raw: string) => {
      const handlers = this.topics.get(channel.slice(this.prefix.length));
      if (!handlers) return;
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      for (const h of handlers) h(message);
    });
  }

  async ready(): Promise<void> {
    await Promise.all([this.pub.ping(), this.sub.ping()]);
  }

  async publish(topic: string, message: unknown): Promise<void> {
    await this.pub.publish(this.prefix + topic, JSON.stringify(message));
  }

  async subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>> {
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
      await this.sub.subscribe(this.prefix + topic);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.topics.get(topic) === set) {
        this.topics.delete(topic);
        await this.sub.unsubscribe(this.prefix + topic);
      }
    };
  }

  async close(): Promise<void> {
    this.topics.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
