/**
 * This node's live sockets by member, and the bus subscriptions that feed them: a member's topic
 * is subscribed while the member has at least one socket here, so a node only hears about the
 * members it serves. Another node publishing to the topic reaches these sockets through the bus.
 */
import type { WebSocket } from 'ws';
import { WS_CLOSE_ERROR, WS_CLOSE_NORMAL } from '@nyota/contract/constants';
import { memberBusMessage } from '@nyota/contract/im/bus';
import {
  ImCloseReason,
  ImEvent,
  ImObject,
  memberTopic,
  type ImMemberMessage,
  type KickOutReason,
  type MemberBusMessage,
} from '@nyota/contract/realtime';
import type { EventBus } from '../bus/event-bus.js';
import type { AuthContext } from '../http/request-context.js';
import { encodeIm } from './im-encode.js';

export interface Connection {
  ws: WebSocket;
  auth: AuthContext;
  token: string;
  /** Cleared at each ping, set again by the pong; a socket still clear at the next ping is dead. */
  alive: boolean;
}

export interface RegistryLogger {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

interface MemberEntry {
  memberId: string;
  sockets: Set<Connection>;
  /** Resolves to the unsubscribe function, or null when subscribing failed. */
  subscription: Promise<(() => Promise<void>) | null>;
}

export interface RegistryOptions {
  bus: EventBus;
  log: RegistryLogger;
  /** A socket whose unsent data exceeds this is too slow to keep up and is dropped. */
  maxBufferedBytes: number;
  /** Hook for the connections gauge (observability wires it). */
  onCountChange?: (open: number) => void;
}

export class SocketRegistry {
  private readonly members = new Map<string, MemberEntry>();
  private readonly pendingUnsubscribes = new Set<Promise<void>>();
  private count = 0;

  constructor(private readonly opts: RegistryOptions) {}

  get size(): number {
    return this.count;
  }

  connections(): Connection[] {
    const all: Connection[] = [];
    for (const entry of this.members.values()) all.push(...entry.sockets);
    return all;
  }

  /** Adds the socket; resolves true once the member's topic is subscribed (pushes will arrive). */
  async add(conn: Connection): Promise<boolean> {
    const memberId = conn.auth.memberId;
    let entry = this.members.get(memberId);
    if (!entry) {
      const created: MemberEntry = { memberId, sockets: new Set(), subscription: Promise.resolve(null) };
      created.subscription = this.opts.bus
        .subscribe(memberTopic(memberId), (raw) => {
          // An entry replaced while its unsubscribe is in flight must not deliver twice.
          if (this.members.get(memberId) === created) this.deliver(created, raw);
        })
        .catch((err: unknown) => {
          this.opts.log.warn({ err, memberId }, 'realtime subscribe failed');
          if (this.members.get(memberId) === created) this.members.delete(memberId);
          return null;
        });
      this.members.set(memberId, created);
      entry = created;
    }
    entry.sockets.add(conn);
    this.changed(+1);
    return (await entry.subscription) !== null;
  }

  remove(conn: Connection): void {
    const entry = this.members.get(conn.auth.memberId);
    if (!entry || !entry.sockets.delete(conn)) return;
    this.changed(-1);
    if (entry.sockets.size > 0) return;
    this.members.delete(entry.memberId);
    const done = entry.subscription
      .then((unsubscribe) => unsubscribe?.())
      .catch((err: unknown) => this.opts.log.debug({ err, memberId: entry.memberId }, 'realtime unsubscribe failed'))
      .finally(() => this.pendingUnsubscribes.delete(done));
    this.pendingUnsubscribes.add(done);
  }

  /** Waits for outstanding unsubscribes (at shutdown, before the bus is closed). */
  async drain(): Promise<void> {
    while (this.pendingUnsubscribes.size > 0) await Promise.all([...this.pendingUnsubscribes]);
  }

  /** Sends one message; drops a socket that has fallen too far behind rather than buffer without end. */
  send(conn: Connection, message: ImMemberMessage): void {
    const { ws } = conn;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > this.opts.maxBufferedBytes) {
      // The client reconnects and reloads state over HTTP; pushes are only notifications of it.
      this.opts.log.warn({ memberId: conn.auth.memberId, buffered: ws.bufferedAmount }, 'realtime socket too slow, dropped');
      ws.terminate();
      return;
    }
    ws.send(encodeIm(message));
  }

  private deliver(entry: MemberEntry, raw: unknown): void {
    const msg = parseBusMessage(raw);
    if (!msg) {
      this.opts.log.warn({ memberId: entry.memberId }, 'realtime: malformed bus message ignored');
      return;
    }
    if (msg.kind === 'push') {
      for (const conn of entry.sockets) this.send(conn, msg.message);
      return;
    }
    for (const conn of entry.sockets) {
      if (conn.auth.sessionId === msg.sessionId) this.endSession(conn, msg.reason);
    }
  }

  private endSession(conn: Connection, reason: KickOutReason): void {
    if (reason === 'logout') {
      conn.ws.close(WS_CLOSE_NORMAL, ImCloseReason.LoggedOut);
      return;
    }
    this.send(conn, { object: ImObject.Session, event: ImEvent.KickOut, data: { reason } });
    conn.ws.close(WS_CLOSE_ERROR, ImCloseReason.KickedOut);
  }

  private changed(delta: number): void {
    this.count += delta;
    this.opts.onCountChange?.(this.count);
  }
}

/**
 * The bus crosses process boundaries: parse before trusting it. A push this node's contract does
 * not know (a newer node's, during a rolling deploy) is dropped; the client reloads over HTTP.
 */
export function parseBusMessage(raw: unknown): MemberBusMessage | null {
  const parsed = memberBusMessage.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
