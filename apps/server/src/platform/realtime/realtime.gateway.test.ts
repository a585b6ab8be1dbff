import { createConnection } from 'node:net';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE_ERROR, WS_CLOSE_NORMAL } from '@nyota/contract/constants';
import { ImCloseReason, memberTopic, type ImMemberPush } from '@nyota/contract/realtime';
import { routes } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { SessionsService } from '../../modules/sessions/sessions.service.js';
import type { BusHandler, EventBus } from '../bus/event-bus.js';
import { MemoryBus } from '../bus/memory-bus.js';
import { pushToMember, registerRealtime } from './realtime.gateway.js';
import { call, login, signUp } from '../../modules/auth/auth.test-kit.js';
import { insertMember, listenForSockets, TEST_CLIENT, TestWsClient } from './test-ws-client.js';

/** A MemoryBus that tells how many subscriptions a topic has, as an operator's Redis would. */
class CountingBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly inner = new MemoryBus();
  private readonly live = new Map<string, number>();
  subscriptions(topic: string): number {
    return this.live.get(topic) ?? 0;
  }
  publish(topic: string, message: unknown): Promise<void> {
    return this.inner.publish(topic, message);
  }
  async subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>> {
    const unsubscribe = await this.inner.subscribe(topic, handler);
    this.live.set(topic, this.subscriptions(topic) + 1);
    return async () => {
      this.live.set(topic, this.subscriptions(topic) - 1);
      await unsubscribe();
    };
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

let t: TestApp;
let bus: CountingBus;
let sessions: SessionsService;
let url: string;
const clients: TestWsClient[] = [];

beforeAll(async () => {
  bus = new CountingBus();
  t = await createTestApp({ bus });
  sessions = new SessionsService(t.database.db, bus, t.clock);
  url = await listenForSockets(t.app);
});
afterEach(() => {
  for (const c of clients.splice(0)) c.ws.terminate();
});
afterAll(async () => {
  await t.close();
});

async function connect(protocols: string[] = []): Promise<TestWsClient> {
  const c = await TestWsClient.connect(url, protocols);
  clients.push(c);
  return c;
}

async function loggedIn(): Promise<{ memberId: string; token: string; sessionId: string; mobile: string }> {
  const m = await insertMember(t.database.db);
  const s = await sessions.issue(m.memberId, TEST_CLIENT);
  return { ...m, ...s };
}

describe('/im authentication', () => {
  it('closes a socket that offers no token with 3000 unauthorized, before saying hello', async () => {
    const c = await connect();
    expect(await c.waitClosed()).toEqual({ code: WS_CLOSE_ERROR, reason: ImCloseReason.Unauthorized });
    expect(c.messages).toEqual([]);
  });

  it('closes a socket with an unknown or malformed token the same way', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      const c = await connect([token]);
      // The offered protocol is echoed so a browser completes the handshake and can read the close code.
      expect(c.ws.protocol).toBe(token);
      expect(await c.waitClosed()).toEqual({ code: WS_CLOSE_ERROR, reason: ImCloseReason.Unauthorized });
      expect(c.messages).toEqual([]);
    }
  });

  it('closes a token whose session was logged out with 1000 logged_out and no reminder', async () => {
    const s = await loggedIn();
    await sessions.revoke({ memberId: s.memberId, sessionId: s.sessionId, mobile: s.mobile }, 'logout');
    const c = await connect([s.token]);
    expect(await c.waitClosed()).toEqual({ code: 1000, reason: ImCloseReason.LoggedOut });
    expect(c.messages).toEqual([]);
  });

  it('still tells a device that connects late that another login took over', async () => {
    const s = await loggedIn();
    await sessions.issue(s.memberId, TEST_CLIENT);
    const c = await connect([s.token]);
    expect(await c.waitClosed()).toEqual({ code: WS_CLOSE_ERROR, reason: ImCloseReason.KickedOut });
    expect(c.messages).toEqual([{ object: 'Session', event: 'KickOut', data: { reason: 'new_login' } }]);
  });

  it('accepts a live session, selects the token as protocol and says hello with the server time', async () => {
    const s = await loggedIn();
    const before = Date.now();
    const c = await connect([s.token]);
    expect(c.ws.protocol).toBe(s.token);
    const hello = await c.waitFor('System', 'Hello');
    expect(hello.data.serverTime).toBeGreaterThanOrEqual(before);
    expect(c.isOpen).toBe(true);
  });

  it('answers a plain GET /im (no upgrade) with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/im' });
    expect(res.statusCode).toBe(404);
  });
});

describe('/im pushes', () => {
  it("delivers a push to every socket of the member and to no one else's", async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const a1 = await connect([a.token]);
    const a2 = await connect([a.token]);
    const b1 = await connect([b.token]);
    await Promise.all([a1, a2, b1].map((c) => c.waitFor('System', 'Hello')));

    const push: ImMemberPush = { object: 'CashAccount', event: 'Change', data: { balance: 12_345 } };
    await pushToMember(t.bus, a.memberId, push);
    expect(await a1.waitFor('CashAccount', 'Change')).toEqual(push);
    expect(await a2.waitFor('CashAccount', 'Change')).toEqual(push);
    // Sentinel: b1's Pong comes after anything the gateway sent it before.
    b1.send({ object: 'System', event: 'Ping', data: null });
    await b1.waitFor('System', 'Pong');
    expect(b1.messages.map((m) => m.event)).toEqual(['Hello', 'Pong']);
  });

  it('drops a push on the bus that is not in the contract, and keeps delivering the next ones', async () => {
    const a = await loggedIn();
    const c = await connect([a.token]);
    await c.waitFor('System', 'Hello');
    await t.bus.publish(memberTopic(a.memberId), {
      kind: 'push',
      message: { object: 'CashAccount', event: 'Change', data: { balance: '1' } },
    });
    await t.bus.publish(memberTopic(a.memberId), { kind: 'push', message: { object: 'Lottery', event: 'Won', data: {} } });
    await pushToMember(t.bus, a.memberId, { object: 'CashAccount', event: 'Change', data: { balance: 7 } });
    await c.waitFor('CashAccount', 'Change');
    expect(c.messages.map((m) => `${m.object}/${m.event}`)).toEqual(['System/Hello', 'CashAccount/Change']);
    expect(c.invalid).toEqual([]);
  });

  it('subscribes a member on the first socket and unsubscribes after the last one closes', async () => {
    const a = await loggedIn();
    const topic = memberTopic(a.memberId);
    const c1 = await connect([a.token]);
    await c1.waitFor('System', 'Hello');
    const c2 = await connect([a.token]);
    await c2.waitFor('System', 'Hello');
    expect(bus.subscriptions(topic)).toBe(1);

    c1.close();
    await c1.closed;
    // c2's pong shows the server has handled c1's close (one connection, events in order on one loop).
    c2.send({ object: 'System', event: 'Ping', data: null });
    await c2.waitFor('System', 'Pong');
    expect(bus.subscriptions(topic)).toBe(1);
    await pushToMember(t.bus, a.memberId, { object: 'TrialAccount', event: 'Change', data: { balance: 1 } });
    await c2.waitFor('TrialAccount', 'Change');

    c2.close();
    await c2.closed;
    await vi.waitFor(() => expect(bus.subscriptions(topic)).toBe(0));
  });

  it('answers an app-level ping with a pong', async () => {
    const s = await loggedIn();
    const c = await connect([s.token]);
    await c.waitFor('System', 'Hello');
    c.send({ object: 'System', event: 'Ping', data: null });
    const pong = await c.waitFor('System', 'Pong');
    expect(typeof pong.data.serverTime).toBe('number');
    // Garbage is ignored, not fatal.
    c.ws.send('not json');
    c.send({ object: 'System', event: 'Ping' });
    await c.waitForCount(3);
    expect(c.isOpen).toBe(true);
  });
});

describe('/im session end', () => {
  it('kicks the old device out when the member logs in again: KickOut, then close 3000', async () => {
    const s = await loggedIn();
    const old = await connect([s.token]);
    await old.waitFor('System', 'Hello');

    const next = await sessions.issue(s.memberId, { ...TEST_CLIENT, deviceId: 'second-phone' });
    const kick = await old.waitFor('Session', 'KickOut');
    expect(kick.data).toEqual({ reason: 'new_login' });
    expect(await old.waitClosed()).toEqual({ code: WS_CLOSE_ERROR, reason: ImCloseReason.KickedOut });

    // The new device's socket is unaffected and keeps receiving pushes.
    const fresh = await connect([next.token]);
    await fresh.waitFor('System', 'Hello');
    await pushToMember(t.bus, s.memberId, { object: 'DepositEvent', event: 'Credited', data: { no: 'd1', amount: 100 } });
    await fresh.waitFor('DepositEvent', 'Credited');
    expect(fresh.isOpen).toBe(true);
  });

  it('does the same through the real login and logout routes', async () => {
    const player = await signUp(t);
    const phone1 = await connect([player.token]);
    await phone1.waitFor('System', 'Hello');

    const second = await login(t, player.mobile, player.password);
    expect(second.code).toBe(0);
    expect((await phone1.waitFor('Session', 'KickOut')).data).toEqual({ reason: 'new_login' });
    expect((await phone1.waitClosed()).code).toBe(WS_CLOSE_ERROR);

    const phone2 = await connect([second.data.token]);
    await phone2.waitFor('System', 'Hello');
    expect((await call(t, routes.logout.path, {}, { token: second.data.token })).code).toBe(0);
    expect(await phone2.waitClosed()).toEqual({ code: WS_CLOSE_NORMAL, reason: ImCloseReason.LoggedOut });
  });

  it('closes with 1000 and no kick-out reminder on logout', async () => {
    const s = await loggedIn();
    const c = await connect([s.token]);
    await c.waitFor('System', 'Hello');
    await sessions.revoke({ memberId: s.memberId, sessionId: s.sessionId, mobile: s.mobile }, 'logout');
    expect(await c.waitClosed()).toEqual({ code: WS_CLOSE_NORMAL, reason: ImCloseReason.LoggedOut });
    expect(c.messages.map((m) => m.event)).toEqual(['Hello']);
  });

  it('kicks out with the reason on self-exclusion and on a password change', async () => {
    for (const reason of ['self_excluded', 'password_changed'] as const) {
      const s = await loggedIn();
      const c = await connect([s.token]);
      await c.waitFor('System', 'Hello');
      await sessions.revokeAllForMember(s.memberId, reason);
      expect((await c.waitFor('Session', 'KickOut')).data).toEqual({ reason });
      expect((await c.waitClosed()).code).toBe(WS_CLOSE_ERROR);
    }
  });

  it('tells connected clients the node is going away when it shuts down', async () => {
    const other = await createTestApp({ database: t.database });
    const otherUrl = await listenForSockets(other.app);
    const s = await loggedIn();
    const c = await TestWsClient.connect(otherUrl, [s.token]);
    await c.waitFor('System', 'Hello');
    await other.close();
    expect(await c.waitClosed()).toEqual({ code: 1001, reason: ImCloseReason.ServerRestart });
  });
});

describe('/im liveness and backpressure', () => {
  // A bare node with a short ping interval and a small send buffer, on the same database.
  async function bareNode(opts: { pingMs: number; maxBufferedBytes?: number }) {
    const nodeBus = new MemoryBus();
    const app = Fastify({ logger: false });
    const counts: number[] = [];
    await registerRealtime(app, {
      bus: nodeBus,
      sessions: new SessionsService(t.database.db, nodeBus, t.clock),
      pingMs: opts.pingMs,
      ...(opts.maxBufferedBytes ? { maxBufferedBytes: opts.maxBufferedBytes } : {}),
      onConnectionsChange: (n) => counts.push(n),
    });
    const nodeUrl = await listenForSockets(app);
    return { app, bus: nodeBus, url: nodeUrl, counts };
  }

  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const node = await bareNode({ pingMs: 100 });
    try {
      const s1 = await loggedIn();
      const s2 = await loggedIn();
      const healthy = await TestWsClient.connect(node.url, [s1.token]);
      const silent = await TestWsClient.connect(node.url, [s2.token], { autoPong: false });
      await Promise.all([healthy.waitFor('System', 'Hello'), silent.waitFor('System', 'Hello')]);

      const closed = await silent.waitClosed(2000);
      expect(closed.code).toBe(1006); // dropped without a close frame: the client will reconnect
      // Three more ping rounds (100 ms each), counted by the healthy client's answers.
      const seen = healthy.pingsReceived;
      await vi.waitFor(() => expect(healthy.pingsReceived).toBeGreaterThanOrEqual(seen + 3), { timeout: 5_000 });
      expect(healthy.isOpen).toBe(true);
      expect(node.counts.at(-1)).toBe(1);
      healthy.close();
    } finally {
      await node.app.close();
    }
  });

  it('drops a socket that does not read while pushes pile up', async () => {
    const node = await bareNode({ pingMs: 60_000, maxBufferedBytes: 256 * 1024 });
    const s = await loggedIn();
    const raw = createConnection({ host: '127.0.0.1', port: Number(new URL(node.url).port) });
    try {
      // Handshake by hand, then stop reading: the server's send buffer can only grow.
      const handshake = new Promise<string>((resolve) => raw.once('data', (d) => resolve(String(d))));
      raw.write(
        [
          `GET /im HTTP/1.1`,
          `Host: 127.0.0.1`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          'Sec-WebSocket-Version: 13',
          `Sec-WebSocket-Key: ${Buffer.from('0123456789abcdef').toString('base64')}`,
          `Sec-WebSocket-Protocol: ${s.token}`,
          '',
          '',
        ].join('\r\n'),
      );
      expect(await handshake).toMatch(/^HTTP\/1\.1 101/);
      raw.pause();
      await vi.waitFor(() => expect(node.counts.at(-1)).toBe(1));

      const big: ImMemberPush = {
        object: 'Deposit',
        event: 'StatusChange',
        data: { no: 'd1', status: 1, desc: 'x'.repeat(64 * 1024) },
      };
      for (let i = 0; i < 2000 && node.counts.at(-1) !== 0; i++) {
        await pushToMember(node.bus, s.memberId, big);
        await new Promise((r) => setImmediate(r));
      }
      expect(node.counts.at(-1)).toBe(0);
    } finally {
      raw.destroy();
      await node.app.close();
    }
  });
});

describe('/im watchers', () => {
  it('upgrades a watcher without a session, drops a silent one, closes an oversized sender, and says goodbye at shutdown', async () => {
    const nodeBus = new MemoryBus();
    const app = Fastify({ logger: false });
    await registerRealtime(app, { bus: nodeBus, sessions: new SessionsService(t.database.db, nodeBus, t.clock), pingMs: 150 });
    const url = `${await listenForSockets(app)}&watch=crash`;
    try {
      const watcher = await TestWsClient.connect(url);
      const silent = await TestWsClient.connect(url, [], { autoPong: false });
      const oversized = await TestWsClient.connect(url);
      await Promise.all([watcher, silent, oversized].map((c) => c.waitFor('System', 'Hello')));
      // Offering a token makes it a member's socket: a dead token is refused like any other.
      const withToken = await TestWsClient.connect(url, ['not-a-live-token']);
      expect((await withToken.waitClosed()).reason).toBe(ImCloseReason.Unauthorized);

      // An upgrade whose request line holds no URL is refused at once (the router would leave it hanging).
      const raw = createConnection({ host: '127.0.0.1', port: Number(new URL(url).port) });
      const answer = new Promise<string>((resolve) => raw.once('data', (d) => resolve(String(d))));
      raw.write(
        [
          'GET http://[ HTTP/1.1',
          'Host: x',
          'Upgrade: websocket',
          'Connection: Upgrade',
          'Sec-WebSocket-Version: 13',
          `Sec-WebSocket-Key: ${Buffer.from('0123456789abcdef').toString('base64')}`,
          '',
          '',
        ].join('\r\n'),
      );
      expect(await answer).toMatch(/^HTTP\/1\.1 400 /);
      raw.destroy();

      expect((await silent.waitClosed(2_000)).code).toBe(1006);
      oversized.send({ object: 'System', event: 'Ping', data: 'x'.repeat(64 * 1024) });
      expect((await oversized.waitClosed()).code).toBe(1009);
      watcher.send({ object: 'System', event: 'Ping', data: 1 });
      await watcher.waitFor('System', 'Pong');
      expect(watcher.isOpen).toBe(true);

      await app.close();
      expect(await watcher.waitClosed()).toEqual({ code: 1001, reason: ImCloseReason.ServerRestart });
    } finally {
      await app.close();
    }
  });
});
