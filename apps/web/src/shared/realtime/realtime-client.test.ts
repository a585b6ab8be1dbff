import { beforeEach, describe, expect, it } from 'vitest';
import { reconnectDelayMs, WS_PING_MS } from '@nyota/contract/constants';
import { imClientMessage } from '@nyota/contract/im/system';
import type { ImMessageOf } from '@nyota/contract/realtime';
import { RealtimeClient, type RealtimeDeps, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  // Server side of the test:
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  serverClose(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason } as CloseEvent);
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

/** A manual clock: timers fire only when the test advances time. */
class Clock {
  now = 1_000;
  private seq = 0;
  timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const next = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      const [id, t] = next;
      this.now = t.at;
      if (t.every) t.at += t.every;
      else this.timers.delete(id);
      t.fn();
    }
    this.now = end;
  }
  pendingTimeouts() {
    return [...this.timers.values()].filter((t) => !t.every).map((t) => t.at - this.now);
  }
  add(fn: () => void, ms: number, every?: number) {
    const id = ++this.seq;
    this.timers.set(id, { at: this.now + ms, fn, every });
    return id;
  }
}

let sockets: FakeSocket[];
let clock: Clock;
let client: RealtimeClient;
const last = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  sockets = [];
  clock = new Clock();
  const deps: RealtimeDeps = {
    createSocket: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s;
    },
    baseUrl: () => 'wss://nyota.example',
    setTimeout: (fn, ms) => clock.add(fn, ms),
    clearTimeout: (h) => clock.timers.delete(h as number),
    setInterval: (fn, ms) => clock.add(fn, ms, ms),
    clearInterval: (h) => clock.timers.delete(h as number),
    now: () => clock.now,
    random: () => 'abcd1234',
  };
  client = new RealtimeClient(deps);
});

describe('realtime client', () => {
  it('connects to /im with id, ticks, random and channel, and the token as sub-protocol', () => {
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    expect(last().url).toBe('wss://nyota.example/im?id=dev1&t=1000&r=abcd1234&c=web');
    expect(last().protocols).toEqual(['tok']);
  });

  it('offers no sub-protocol without a token: the web app is authenticated by its HttpOnly cookie', () => {
    client.connect({ id: 'dev1', channel: 'web' });
    expect(last().protocols).toEqual([]);
  });

  it('pings every 30 s while open', () => {
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    last().open();
    clock.advance(WS_PING_MS * 2);
    expect(
      last()
        .sent.map((s) => imClientMessage.parse(JSON.parse(s)))
        .map((m) => [m.object, m.event]),
    ).toEqual([
      ['System', 'Ping'],
      ['System', 'Ping'],
    ]);
  });

  it('reconnects after an unplanned close with the contract delay, and resets attempts once open', () => {
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    last().open();
    last().serverClose(1006);
    expect(clock.pendingTimeouts()).toEqual([reconnectDelayMs(0)]);
    clock.advance(reconnectDelayMs(0));
    expect(sockets).toHaveLength(2);
    // The second attempt fails before opening: the next delay uses attempts = 1.
    last().serverClose(1006);
    expect(client.failedAttempts).toBe(2);
    clock.advance(reconnectDelayMs(1));
    expect(sockets).toHaveLength(3);
    last().open();
    expect(client.failedAttempts).toBe(0);
  });

  it('uses the longer delay from 200 failed attempts on (5^max(1, floor(n/100)) s)', () => {
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    for (let i = 0; i < 200; i++) {
      last().serverClose(1006);
      clock.advance(reconnectDelayMs(i));
    }
    last().serverClose(1006);
    expect(clock.pendingTimeouts()).toEqual([25_000]);
  });

  it('does not reconnect after a deliberate disconnect (logout)', () => {
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    last().open();
    client.disconnect();
    expect(last().closedWith).toBe(1000);
    last().serverClose(1000);
    clock.advance(600_000);
    expect(sockets).toHaveLength(1);
  });

  it('on a KickOut event stops, tells the handler, and a following close 3000 does not reconnect', () => {
    const kicks: unknown[] = [];
    client.onKickOut((d) => kicks.push(d));
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    const socket = last();
    socket.open();
    socket.receive(JSON.stringify({ object: 'Session', event: 'KickOut', data: { reason: 'new_login' } }));
    expect(kicks).toEqual([{ reason: 'new_login' }]);
    socket.serverClose(3000);
    clock.advance(600_000);
    expect(sockets).toHaveLength(1);
    expect(client.connected).toBe(false);
  });

  it.each(['unauthorized', 'logged_out'])('ends the session without reconnecting when the server closes with %s', (reason) => {
    let ended = 0;
    client.onSessionEnded(() => ended++);
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    last().open();
    last().serverClose(reason === 'unauthorized' ? 3000 : 1000, reason);
    clock.advance(600_000);
    expect(ended).toBe(1);
    expect(sockets).toHaveLength(1);
  });

  it('treats a close 3000 kicked_out whose KickOut message was lost as a kick-out', () => {
    const kicks: unknown[] = [];
    client.onKickOut((d) => kicks.push(d));
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    last().open();
    last().serverClose(3000, 'kicked_out');
    clock.advance(600_000);
    expect(kicks).toEqual([null]);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects after a server restart close (1001 server_restart)', () => {
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    last().open();
    last().serverClose(1001, 'server_restart');
    clock.advance(reconnectDelayMs(0));
    expect(sockets).toHaveLength(2);
  });

  it("treats a raw '{address}' frame as a kick-out", () => {
    const kicks: unknown[] = [];
    client.onKickOut((d) => kicks.push(d));
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    last().open();
    last().receive('{address} 10.0.0.7');
    expect(kicks).toEqual([null]);
    clock.advance(600_000);
    expect(sockets).toHaveLength(1);
  });

  it('dispatches decoded messages to the subscribers of their object, and ignores what the contract does not know', () => {
    const cash: ImMessageOf<'CashAccount'>[] = [];
    const deposits: string[] = [];
    const off = client.subscribe('CashAccount', (m) => cash.push(m));
    client.subscribe('Deposit', (m) => deposits.push(m.data.no));
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    last().open();
    last().receive(JSON.stringify({ object: 'CashAccount', event: 'Change', data: { balance: 500 } }));
    last().receive(JSON.stringify({ object: 'CashAccount', event: 'Change', data: { money: 600 } }));
    last().receive(JSON.stringify({ object: 'VIP', event: 'Change', data: {} }));
    last().receive('not json');
    last().receive(JSON.stringify({ object: 'Deposit', event: 'StatusChange', data: { no: 'T1', status: 3, desc: 'ok' } }));
    off();
    last().receive(JSON.stringify({ object: 'CashAccount', event: 'Change', data: { balance: 700 } }));
    expect(cash.map((m) => m.data)).toEqual([{ balance: 500 }]);
    expect(deposits).toEqual(['T1']);
    expect(sockets).toHaveLength(1);
  });

  it('a new connect after a kick-out works again (next login)', () => {
    client.onKickOut(() => undefined);
    client.connect({ token: 'tok', id: 'dev1', channel: 'web' });
    last().open();
    last().receive(JSON.stringify({ object: 'Session', event: 'KickOut', data: { reason: 'new_login' } }));
    client.connect({ token: 'tok2', id: 'dev1', channel: 'web' });
    last().open();
    last().serverClose(1006);
    clock.advance(reconnectDelayMs(0));
    expect(sockets).toHaveLength(3);
    expect(last().protocols).toEqual(['tok2']);
  });
});
