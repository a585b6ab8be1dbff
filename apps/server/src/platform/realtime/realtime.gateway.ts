/**
 * The /im WebSocket (docs/product-rules/api-conventions.md#realtime-connection): `GET
 * /im?id=&t=&r=&c=` upgraded, the session token offered as the sub-protocol (`new WebSocket(url,
 * [token])`), JSON `{ object, event, data }`.
 *
 * Authentication happens before the upgrade is answered. A refused socket is still upgraded and
 * then closed (3000 `unauthorized`, or KickOut + 3000 `kicked_out` when another login ended the
 * session, or 1000 `logged_out`), because a browser cannot read the HTTP status of a refused
 * upgrade (it sees only 1006, the same as a network fault) but can read a close code and reason.
 * The token is echoed as the selected protocol: browsers fail a socket whose server selects none
 * of the offered protocols. The web app offers no protocol: its browser sends the HttpOnly session
 * cookie with the upgrade, accepted only with an Origin of the app (http/session-cookie.ts), so a
 * page of another site cannot open a socket as the player.
 *
 * After subscribing the member's bus topic the socket receives `System/Hello` with the server
 * time; from then on pushes published anywhere reach it. The query parameters id, t, r and c are
 * client hints and are not trusted for anything.
 *
 * Watchers: `GET /im?watch=<channel>` offering no token opens a read-only socket for a game's
 * public broadcasts (contract WatchChannel; watch-hub.ts), so guests can follow live rounds. It
 * carries no session and receives nothing personal; a game view opens one only while on screen.
 * Every viewer of a game holds one, so they are upgraded on the server's `upgrade` event before
 * Fastify routes the request: the websocket plugin keeps each upgrade's request, reply and logger
 * alive as long as the socket (about 1.5 KiB each), which a watcher does not need.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { WS_CLOSE_ERROR, WS_CLOSE_NORMAL, WS_PING_MS } from '@nyota/contract/constants';
import { IM_PATH, ImCloseReason, ImEvent, ImObject, WatchChannel, type KickOutReason } from '@nyota/contract/realtime';
import type { EventBus } from '../bus/event-bus.js';
import type { SessionResolver } from '../http/define-route.js';
import type { AuthContext } from '../http/request-context.js';
import { socketCookieToken } from '../http/session-cookie.js';
import { encodeIm, isClientPing } from './im-encode.js';
import { SocketRegistry, type Connection } from './socket-registry.js';
import { WatchHub, type Watcher } from './watch-hub.js';
import { WatchQuota } from './watch-quota.js';
import { clientIpOf } from '../http/client-ip.js';

export { publishToWatchers, pushToMember } from './push-to-member.js';

/** Sessions as the gateway needs them: resolve a live token, or say why a dead one ended. */
export interface RealtimeSessions extends SessionResolver {
  revokedReason(token: string): Promise<KickOutReason | null>;
}

export interface RealtimeDeps {
  bus: EventBus;
  sessions: RealtimeSessions;
  /** Ping interval; a socket that misses a pong by the next ping is terminated. */
  pingMs?: number;
  /** Unsent bytes after which a slow socket is dropped. */
  maxBufferedBytes?: number;
  /** Hook for a connections gauge. */
  onConnectionsChange?: (open: number) => void;
  /** Hook for a fan-out histogram: sockets a watch broadcast was written to, and the seconds it took. */
  onFanOut?: (sockets: number, seconds: number) => void;
  /** Open watch sockets per client address (config WATCH_SOCKETS_PER_IP); default 20. */
  watchSocketsPerIp?: number;
  /** As config TRUST_PROXY_HOPS: how the client address is read off a raw upgrade. */
  trustProxyHops?: number;
}

/** Clients send only small control messages; game traffic later stays well under this. */
const MAX_INBOUND_BYTES = 16 * 1024;
const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;
const WS_CLOSE_GOING_AWAY = 1001;
const WS_CLOSE_INTERNAL = 1011;
const DEFAULT_WATCH_SOCKETS_PER_IP = 20;

export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<void> {
  const log = app.log.child({ module: 'realtime' });
  const registry = new SocketRegistry({
    bus: deps.bus,
    log,
    maxBufferedBytes: deps.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES,
    ...(deps.onConnectionsChange ? { onCountChange: deps.onConnectionsChange } : {}),
  });
  const hub = new WatchHub(deps.bus, log, {
    maxBufferedBytes: deps.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES,
    ...(deps.onFanOut ? { onFanOut: deps.onFanOut } : {}),
  });
  const watchQuota = new WatchQuota(deps.watchSocketsPerIp ?? DEFAULT_WATCH_SOCKETS_PER_IP);
  const upgrades = new WeakMap<FastifyRequest, { token: string; auth: AuthContext | null }>();

  // Runs before the plugin's own preClose, so clients learn the node is going away (and reconnect
  // elsewhere) instead of seeing a close without a code.
  app.addHook('preClose', async () => {
    for (const conn of registry.connections()) conn.ws.close(WS_CLOSE_GOING_AWAY, ImCloseReason.ServerRestart);
    for (const w of hub.watchers()) w.ws.close(WS_CLOSE_GOING_AWAY, ImCloseReason.ServerRestart);
  });

  // No permessage-deflate: it costs more than it saves on small frames (reference performance.md
  // §5.1), and the watch fan-out writes ready-made frames beside ws's own (watch-hub.ts).
  await app.register(websocket, {
    options: { maxPayload: MAX_INBOUND_BYTES, handleProtocols: selectOfferedProtocol, perMessageDeflate: false },
  });
  const watchServer = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: MAX_INBOUND_BYTES,
    clientTracking: false,
  });
  routeWatchUpgrades(
    app,
    watchServer,
    watchQuota,
    deps.trustProxyHops ?? 0,
    (ws, socket, channel) => void watch(hub, log, ws, socket, channel),
  );

  const pinger = startPinger(registry, hub, deps.pingMs ?? WS_PING_MS, log);

  app.addHook('onClose', async () => {
    clearInterval(pinger);
    await registry.drain();
    await hub.drain();
  });

  app.get(
    IM_PATH,
    {
      websocket: true,
      preValidation: async (req) => {
        if (!req.ws) return;
        // Other clients offer the token as sub-protocol; the web app's is its HttpOnly cookie.
        const token = offeredToken(req) || socketCookieToken(req) || '';
        upgrades.set(req, { token, auth: token ? await deps.sessions.resolve(token) : null });
      },
    },
    (socket, req) => {
      const upgrade = upgrades.get(req);
      if (!upgrade?.auth) {
        void refuse(deps.sessions, socket, upgrade?.token ?? '');
        return;
      }
      const conn: Connection = { ws: socket, auth: upgrade.auth, token: upgrade.token, alive: true };
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('message', (data, isBinary) => onClientMessage(registry, conn, data, isBinary));
      socket.on('close', () => registry.remove(conn));
      void admit(registry, deps.sessions, conn);
    },
  );
}

/** A read-only socket without a session: the channel's broadcasts only. */
async function watch(
  hub: WatchHub,
  log: FastifyBaseLogger,
  socket: WebSocket,
  tcp: Socket,
  channel: WatchChannel,
): Promise<void> {
  const w: Watcher = { ws: socket, socket: tcp, channel, alive: true };
  // Protocol errors (an oversized or malformed frame): ws closes the socket; nothing to report.
  socket.on('error', (err) => log.debug({ err }, 'realtime: watcher socket error'));
  socket.on('pong', () => {
    w.alive = true;
  });
  socket.on('message', (data, isBinary) => hub.onMessage(w, !isBinary && isClientPing(data)));
  socket.on('close', () => hub.remove(w));
  if (!(await hub.add(w))) {
    socket.close(WS_CLOSE_INTERNAL, ImCloseReason.TryAgain);
    return;
  }
  hub.send(w, { object: ImObject.System, event: ImEvent.Hello, data: { serverTime: Date.now() } });
}

async function admit(registry: SocketRegistry, sessions: RealtimeSessions, conn: Connection): Promise<void> {
  const subscribed = await registry.add(conn);
  if (!subscribed) {
    conn.ws.close(WS_CLOSE_INTERNAL, ImCloseReason.TryAgain);
    return;
  }
  // A logout or another login between the check at upgrade and the subscription was announced
  // before this node listened: look again now that nothing more can be missed.
  const still = await sessions.resolve(conn.token).catch(() => null);
  if (still?.sessionId !== conn.auth.sessionId) {
    await refuse(sessions, conn.ws, conn.token);
    return;
  }
  registry.send(conn, { object: ImObject.System, event: ImEvent.Hello, data: { serverTime: Date.now() } });
}

/**
 * Closes a socket whose session is not live. When another login (or an exclusion, or a password
 * change) ended it before this socket was up, the player still gets the kick-out message, so a
 * device that was offline or connecting learns why it was logged out.
 */
async function refuse(sessions: RealtimeSessions, ws: WebSocket, token: string): Promise<void> {
  const reason = token ? await sessions.revokedReason(token).catch(() => null) : null;
  if (reason && reason !== 'logout') {
    ws.send(encodeIm({ object: ImObject.Session, event: ImEvent.KickOut, data: { reason } }));
    ws.close(WS_CLOSE_ERROR, ImCloseReason.KickedOut);
    return;
  }
  if (reason === 'logout') ws.close(WS_CLOSE_NORMAL, ImCloseReason.LoggedOut);
  else ws.close(WS_CLOSE_ERROR, ImCloseReason.Unauthorized);
}

function onClientMessage(registry: SocketRegistry, conn: Connection, data: RawData, isBinary: boolean): void {
  conn.alive = true;
  if (!isBinary && isClientPing(data)) {
    registry.send(conn, { object: ImObject.System, event: ImEvent.Pong, data: { serverTime: Date.now() } });
  }
}

/** Pings every socket each `pingMs`; one that has not answered the previous ping is terminated. */
function startPinger(registry: SocketRegistry, hub: WatchHub, pingMs: number, log: FastifyBaseLogger): NodeJS.Timeout {
  const pinger = setInterval(() => {
    for (const conn of registry.connections()) {
      if (!conn.alive) {
        log.debug({ memberId: conn.auth.memberId }, 'realtime socket missed a pong, terminated');
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
    for (const w of hub.watchers()) {
      if (!w.alive) {
        w.ws.terminate();
        continue;
      }
      w.alive = false;
      w.ws.ping();
    }
  }, pingMs);
  pinger.unref();
  return pinger;
}

/**
 * Takes the server's upgrades before Fastify's router: a watcher's is answered here (429 past the
 * per-address cap), a malformed one refused, any other handed to the routed listeners as before.
 */
function routeWatchUpgrades(
  app: FastifyInstance,
  watchServer: WebSocketServer,
  watchQuota: WatchQuota,
  trustProxyHops: number,
  onWatch: (ws: WebSocket, socket: Socket, channel: WatchChannel) => void,
): void {
  const routed = app.server.listeners('upgrade') as Array<(req: IncomingMessage, socket: Duplex, head: Buffer) => void>;
  app.server.removeAllListeners('upgrade');
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!URL.canParse(req.url ?? '', 'http://im.invalid')) {
      // The router would leave such a socket open forever: refuse it here.
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const channel = watchRequest(req);
    if (channel && socket instanceof Socket) {
      const ip = clientIpOf(req, trustProxyHops);
      if (!watchQuota.take(ip)) {
        socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      // The TCP socket's end frees the slot, whether or not the handshake ever completed.
      socket.once('close', () => watchQuota.release(ip));
      watchServer.handleUpgrade(req, socket, head, (ws) => onWatch(ws, socket, channel));
      return;
    }
    for (const listener of routed) listener.call(app.server, req, socket, head);
  });
}

const WATCH_CHANNELS: ReadonlySet<string> = new Set(Object.values(WatchChannel));

/**
 * The channel of a watcher's upgrade: `GET /im?watch=<channel>` (contract WatchChannel) offering no
 * sub-protocol. With a token it is a member's socket, which Fastify routes as before.
 */
function watchRequest(req: IncomingMessage): WatchChannel | null {
  if (req.headers['sec-websocket-protocol'] !== undefined) return null;
  const url = new URL(req.url ?? '/', 'http://im.invalid');
  if (url.pathname !== IM_PATH) return null;
  const v = url.searchParams.get('watch');
  return v !== null && WATCH_CHANNELS.has(v) ? (v as WatchChannel) : null;
}

/** The first offered sub-protocol is the session token. */
function offeredToken(req: FastifyRequest): string {
  const header = req.headers['sec-websocket-protocol'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',')[0]?.trim() ?? '';
}

/** Echo the token: refused sockets are closed by the handler with a readable code, not here. */
function selectOfferedProtocol(protocols: Set<string>): string | false {
  const first = protocols.values().next();
  return first.done ? false : first.value;
}
