/**
 * Read-only sockets that watch a game channel without a session (see WatchChannel in the
 * contract). A node subscribes a channel's bus topic while it holds at least one watcher of it,
 * so nodes nobody watches from hear nothing. Watchers receive broadcasts only; what they send is
 * ignored apart from pings.
 *
 * Fan-out (reference performance.md §5, §7 rows 12–14): a broadcast is serialised and framed once
 * (ws-frame.ts) and the same bytes are written straight to each watcher's TCP socket, in one go.
 * Nearly all of its time is the kernel's send per socket (~10 µs on a 2-core VM, so ~0.1 s for
 * 10,000 watchers); writing in slices with turns of the event loop between them was tried and
 * made fan-outs several times slower under load without making cash-outs fast enough to be worth
 * it. `ws` writes its own frames (hello, pong, ping, close) to the same socket synchronously and
 * whole: permessage-deflate is off (realtime.gateway.ts), the only case where it would queue them.
 */
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { ImEvent, ImObject, watchTopic, type ImWatchMessage, type WatchChannel } from '@nyota/contract/realtime';
import type { EventBus } from '../bus/event-bus.js';
import { encodeIm } from './im-encode.js';
import { textFrame } from './ws-frame.js';

export interface Watcher {
  ws: WebSocket;
  /** The upgraded TCP socket under `ws`; broadcasts are written to it as whole frames. */
  socket: Socket;
  channel: WatchChannel;
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

export interface WatchHubOptions {
  /** Unsent bytes after which a slow socket is dropped. */
  maxBufferedBytes: number;
  /** Told after each broadcast: how many sockets it was written to, and in how many seconds. */
  onFanOut?: (sockets: number, seconds: number) => void;
}

export class WatchHub {
  private readonly channels = new Map<WatchChannel, ChannelEntry>();
  private readonly pending = new Set<Promise<void>>();

  private readonly maxBufferedBytes: number;
  private readonly onFanOut: (sockets: number, seconds: number) => void;

  constructor(
    private readonly bus: EventBus,
    private readonly log: WatchHubLogger,
    options: WatchHubOptions,
  ) {
    this.maxBufferedBytes = options.maxBufferedBytes;
    this.onFanOut = options.onFanOut ?? (() => undefined);
  }

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

  send(w: Watcher, message: ImWatchMessage): void {
    const { ws } = w;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > this.maxBufferedBytes) {
      ws.terminate();
      return;
    }
    ws.send(encodeIm(message));
  }

  /** Answers a watcher's ping; anything else it sends is ignored. */
  onMessage(w: Watcher, isPing: boolean): void {
    w.alive = true;
    if (isPing) {
      this.send(w, { object: ImObject.System, event: ImEvent.Pong, data: { serverTime: Date.now() } });
    }
  }

  /**
   * The topic's one publisher sends through the typed union (publishToWatchers), so this only
   * checks the shape: parsing here would be work on the hot feed for nothing the types do not give.
   */
  private deliver(entry: ChannelEntry, raw: unknown): void {
    const message = isRecord(raw) ? raw['message'] : null;
    if (!isRecord(message) || typeof message['object'] !== 'string' || typeof message['event'] !== 'string') return;
    const json = JSON.stringify({ object: message['object'], event: message['event'], data: message['data'] ?? null });
    const frame = textFrame(Buffer.from(json));
    const started = performance.now();
    let written = 0;
    for (const w of entry.watchers) if (this.write(w, frame)) written += 1;
    this.onFanOut(written, (performance.now() - started) / 1000);
  }

  /** False when the socket is gone or too slow (then it is dropped). */
  private write(w: Watcher, frame: Buffer): boolean {
    const { ws, socket } = w;
    if (ws.readyState !== ws.OPEN || socket.destroyed) return false;
    if (socket.writableLength > this.maxBufferedBytes) {
      ws.terminate();
      return false;
    }
    socket.write(frame);
    return true;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
