/**
 * Read-only sockets that watch a game channel without a session (see WatchChannel in the
 * contract). A node subscribes a channel's bus topic while it holds at least one watcher of it,
 * so nodes nobody watches from hear nothing. Watchers receive broadcasts only; what they send is
 * ignored apart from pings.
 */
import type { WebSocket } from 'ws';
import { ImEvent, ImObject, watchTopic, type ImMessage, type WatchChannel } from '@nyota/contract/realtime';
import type { EventBus } from '../bus/event-bus.js';

export interface Watcher {
  ws: WebSocket;
  channel: WatchChannel;
  lite: boolean;
  alive: boolean;
}

export interface WatchHubLogger {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

interface ChannelEntry {
  watchers: Set<Watcher>;
  subscription: Promise<(() => Promise<void>) | null>;
}

export class WatchHub {
  private readonly channels = new Map<WatchChannel, ChannelEntry>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly bus: EventBus,
    private readonly log: WatchHubLogger,
    private readonly maxBufferedBytes: number,
  ) {}

  get size(): number {
    let n = 0;
    for (const c of this.channels.values()) n += c.watchers.size;
    return n;
  }

  watchers(): Watcher[] {
    return [...this.channels.values()].flatMap((c) => [...c.watchers]);
  }

  /** Adds the watcher; resolves true once its channel's topic is subscribed. */
  async add(w: Watcher): Promise<boolean> {
    let entry = this.channels.get(w.channel);
    if (!entry) {
      const created: ChannelEntry = { watchers: new Set(), subscription: Promise.resolve(null) };
      created.subscription = this.bus
        .subscribe(watchTopic(w.channel), (raw) => {
          if (this.channels.get(w.channel) === created) this.deliver(created, raw);
        })
        .catch((err: unknown) => {
          this.log.warn({ err, channel: w.channel }, 'realtime: watch subscribe failed');
          if (this.channels.get(w.channel) === created) this.channels.delete(w.channel);
          return null;
        });
      this.channels.set(w.channel, created);
      entry = created;
    }
    entry.watchers.add(w);
    return (await entry.subscription) !== null;
  }

  remove(w: Watcher): void {
    const entry = this.channels.get(w.channel);
    if (!entry || !entry.watchers.delete(w) || entry.watchers.size > 0) return;
    this.channels.delete(w.channel);
    const done = entry.subscription
      .then((unsubscribe) => unsubscribe?.())
      .catch((err: unknown) => this.log.debug({ err }, 'realtime: watch unsubscribe failed'))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  send(w: Watcher, message: ImMessage): void {
    const { ws } = w;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > this.maxBufferedBytes) {
      ws.terminate();
      return;
    }
    ws.send(JSON.stringify(message));
  }

  /** Answers a watcher's ping; anything else it sends is ignored. */
  onMessage(w: Watcher, msg: ImMessage | null): void {
    w.alive = true;
    if (msg?.object === ImObject.System && msg.event === ImEvent.Ping) {
      this.send(w, { object: ImObject.System, event: ImEvent.Pong, data: { serverTime: Date.now() } });
    }
  }

  private deliver(entry: ChannelEntry, raw: unknown): void {
    if (typeof raw !== 'object' || raw === null) return;
    const { message, lite } = raw as { message?: unknown; lite?: unknown };
    if (typeof message !== 'object' || message === null) return;
    const m = message as Record<string, unknown>;
    if (typeof m['object'] !== 'string' || typeof m['event'] !== 'string') return;
    // Serialised and UTF-8 encoded once for all watchers of the channel (sent as text frames).
    const frame = Buffer.from(JSON.stringify({ object: m['object'], event: m['event'], data: m['data'] ?? null }));
    for (const w of entry.watchers) {
      if (w.lite && lite !== true) continue;
      const { ws } = w;
      if (ws.readyState !== ws.OPEN) continue;
      if (ws.bufferedAmount > this.maxBufferedBytes) {
        ws.terminate();
        continue;
      }
      ws.send(frame, { binary: false });
    }
  }
}
