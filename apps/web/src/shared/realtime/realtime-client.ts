/**
 * The live connection (docs/product-rules/api-conventions.md#realtime-connection): a native
 * WebSocket (socket.io-client would cost ~13 KiB gzip for nothing we need). Opens after login (the
 * web app's session cookie goes with the upgrade; other callers may offer a token as sub-protocol),
 * pings every 30 s, reconnects after an unplanned close with the contract's reconnectDelayMs, and
 * stays closed after a deliberate close (logout) or a kick-out. Browser APIs are injected for unit
 * tests.
 */
import { reconnectDelayMs, WS_CLOSE_NORMAL, WS_PING_MS } from '@nyota/contract/constants';
import {
  IM_PATH,
  ImCloseReason,
  ImEvent,
  ImObject,
  type ImClientMessage,
  type ImMessageOf,
  type ImServerMessage,
  type KickOutData,
} from '@nyota/contract/realtime';
import { decodeImMessage } from './im-decoder';

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
}

export interface RealtimeDeps {
  createSocket(url: string, protocols: string[]): SocketLike;
  /** ws://host or wss://host of the page. */
  baseUrl(): string;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
  random(): string;
}

export interface ConnectParams {
  /** Offered as sub-protocol; without it the browser's session cookie authenticates the upgrade. */
  token?: string;
  /** uid when known, else the device id. */
  id: string;
  channel: string;
}

type ImObjectName = ImServerMessage['object'];
/** Receives the messages of one object, typed by the contract. */
export type ImHandler<O extends ImObjectName> = (message: ImMessageOf<O>) => void;
/** `data` is null for the legacy '{address}' kick-out frame. */
export type KickOutHandler = (data: KickOutData | null) => void;
/** The server closed the socket because the session no longer exists (logged out elsewhere, revoked). */
export type SessionEndedHandler = () => void;

const OPEN = 1;

function isOf<O extends ImObjectName>(message: ImServerMessage, object: O): message is ImMessageOf<O> {
  return message.object === object;
}

export class RealtimeClient {
  private socket: SocketLike | null = null;
  private params: ConnectParams | null = null;
  private attempts = 0;
  private reconnectTimer: unknown = null;
  private pingTimer: unknown = null;
  /** Logout or kick-out: no reconnect until the next connect(). */
  private stopped = true;
  private readonly handlers = new Map<string, Set<(message: ImServerMessage) => void>>();
  private kickOutHandler: KickOutHandler | null = null;
  private sessionEndedHandler: SessionEndedHandler | null = null;

  constructor(private readonly deps: RealtimeDeps) {}

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Consecutive failed attempts since the last successful open (drives the reconnect delay). */
  get failedAttempts(): number {
    return this.attempts;
  }

  onKickOut(handler: KickOutHandler | null): void {
    this.kickOutHandler = handler;
  }

  onSessionEnded(handler: SessionEndedHandler | null): void {
    this.sessionEndedHandler = handler;
  }

  /** Subscribes to the messages of one object ('CashAccount', 'Crash', ...). */
  subscribe<O extends ImObjectName>(object: O, handler: ImHandler<O>): () => void {
    let set = this.handlers.get(object);
    if (!set) this.handlers.set(object, (set = new Set()));
    const deliver = (message: ImServerMessage) => {
      if (isOf(message, object)) handler(message);
    };
    set.add(deliver);
    return () => set.delete(deliver);
  }

  connect(params: ConnectParams): void {
    this.disconnect();
    this.params = params;
    this.stopped = false;
    this.attempts = 0;
    this.open();
  }

  /** Deliberate close (logout): no reconnect. */
  disconnect(): void {
    this.stopped = true;
    this.params = null;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) socket.close(WS_CLOSE_NORMAL);
  }

  send(message: ImClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private open(): void {
    const p = this.params;
    if (!p || this.stopped) return;
    const q = new URLSearchParams({ id: p.id, t: String(this.deps.now()), r: this.deps.random(), c: p.channel });
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(`${this.deps.baseUrl()}${IM_PATH}?${q.toString()}`, p.token ? [p.token] : []);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.startPing();
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      if (this.stopped) return;
      // The server names deliberate closes (contract ImCloseReason); only the others reconnect.
      const reason = ev?.reason;
      if (reason === ImCloseReason.KickedOut) return this.kickOut(null);
      if (reason === ImCloseReason.Unauthorized || reason === ImCloseReason.LoggedOut) {
        this.disconnect();
        this.sessionEndedHandler?.();
        return;
      }
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      // A close event always follows; reconnecting is decided there.
    };
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer !== null) return;
    const delay = reconnectDelayMs(this.attempts);
    this.attempts++;
    this.reconnectTimer = this.deps.setTimeout(() => {
      this.reconnectTimer = null;
      this.open();
    }, delay);
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = this.deps.setInterval(() => {
      this.send({ object: ImObject.System, event: ImEvent.Ping, data: this.deps.now() });
    }, WS_PING_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) this.deps.clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearTimers(): void {
    this.stopPing();
    if (this.reconnectTimer !== null) this.deps.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private receive(raw: unknown): void {
    if (typeof raw !== 'string') return;
    // Legacy kick-out frame (docs/product-rules/auth.md#kick-out): a raw message starting with '{address}'.
    if (raw.startsWith('{address}')) return this.kickOut(null);
    const message = decodeImMessage(raw);
    if (!message) return;
    if (message.object === ImObject.Session) return this.kickOut(message.data);
    for (const h of this.handlers.get(message.object) ?? []) h(message);
  }

  private kickOut(data: KickOutData | null): void {
    // Stop first, so the server's close (3000) that follows does not trigger a reconnect.
    this.disconnect();
    this.kickOutHandler?.(data);
  }
}
