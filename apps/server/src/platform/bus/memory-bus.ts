import type { BusHandler, EventBus } from './event-bus.js';

export class MemoryBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly topics = new Map<string, Set<BusHandler>>();

  async publish(topic: string, message: unknown): Promise<void> {
    // Deliver on a later tick, as a network bus would, so publishers never depend on synchronous delivery.
    const handlers = this.topics.get(topic);
    if (!handlers) return;
    const copy = JSON.parse(JSON.stringify(message)) as unknown;
    queueMicrotask(() => {
      for (const h of handlers) h(copy);
    });
  }

  async subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>> {
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0) this.topics.delete(topic);
    };
  }

  async close(): Promise<void> {
    this.topics.clear();
  }
}
