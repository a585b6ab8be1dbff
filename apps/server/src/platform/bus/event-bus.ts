/**
 * Publish/subscribe between nodes. In-process when embedded; Redis pub/sub with REDIS_URL so an
 * event published on one node reaches sockets held by another. Delivery is at most once: the bus
 * carries notifications of state already committed to the database, never the state itself.
 */
export type BusHandler = (message: unknown) => void;

export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(topic: string, message: unknown): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
